import type { Endpoint } from 'payload'

import { customerEndpoint, jsonBody } from '@/collections/customer-endpoint'

import { changeAccountingAccounts, disconnectAccounting, syncAccountingPeriod } from '../operations/manage-accounting'

/**
 * The accounting connection's own endpoints, running the very code of the dashboard's Accounting
 * page for the company's owners and finance members. Connecting is a browser's round trip through
 * the provider's consent page, so it lives with the page (`/dashboard/accounting/xero/connect`).
 */
export const accountingConnectionRoutes: Endpoint[] = [
  /** POST /payload-api/accounting-connections/sync {from, to}: 202 {queued}, the period's invoices and payments on their way. */
  customerEndpoint({
    path: '/sync',
    read: jsonBody(1024),
    operation: syncAccountingPeriod,
    answer: ({ queued }) => Response.json({ queued }, { status: 202 }),
  }),
  /** POST /payload-api/accounting-connections/accounts {expenseAccount, bankAccount}. */
  customerEndpoint({ path: '/accounts', read: jsonBody(1024), operation: changeAccountingAccounts, answer: (done) => Response.json(done) }),
  /** POST /payload-api/accounting-connections/disconnect: the connection and its sync log go. */
  customerEndpoint({
    path: '/disconnect',
    read: async () => ({ input: null }),
    operation: disconnectAccounting,
    answer: (done) => Response.json(done),
  }),
]
