import type { CustomerUser } from '@/collections/customers/customer-user'
import { accountingProvider } from '@/collections/accounting/accounting-provider'
import type { ConnectionStatus } from '@/collections/accounting/AccountingConnections'
import { roleAllows } from '@/domain/company-roles'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'

import { customerNames } from './customer-names'

/** One sync that could not be made, as the page lists it: the invoice and the provider's words. */
export type SyncFailure = { id: number; invoice: string; kind: 'bill' | 'payment'; error: string }

export type AccountingConnectionView = {
  id: number
  tenantName: string
  status: Exclude<ConnectionStatus, 'disconnected'>
  expenseAccount: string
  bankAccount: string
  connectedAt: string | null
  connectedBy: string | null
  lastError: string | null
  counts: { synced: number; pending: number; failed: number }
  failures: SyncFailure[]
}

/** The connection panel's state: whether this server can connect at all, and the company's connection if it has one. */
export type AccountingConnectionPanel = { available: boolean; connection: AccountingConnectionView | null }

const FAILURES_SHOWN = 10

/**
 * The company's accounting connection and how its syncs stand, read as the member (owners and
 * finance; nobody else sees it) and never kept: a sync finishing shows on the next look.
 */
export async function getAccountingConnection(customer: CustomerUser): Promise<AccountingConnectionPanel> {
  const available = accountingProvider() !== null
  const company = customer.acting
  if (!company || !roleAllows(company.role, 'readSpend')) return { available, connection: null }
  const payload = await payloadClient()
  const asMember = { user: customer, overrideAccess: false, depth: 0 } as const
  const { docs } = await payload.find({ collection: 'accounting-connections', where: { company: { equals: company.id } }, limit: 1, ...asMember })
  const connection = docs[0]
  if (!connection || connection.status === 'disconnected') return { available, connection: null }
  const countOf = async (status: string) =>
    (
      await payload.count({
        collection: 'accounting-syncs',
        where: { and: [{ connection: { equals: connection.id } }, { status: { equals: status } }] },
        ...asMember,
      })
    ).totalDocs
  const [synced, pending, failed, failing, names] = await Promise.all([
    countOf('synced'),
    countOf('pending'),
    countOf('failed'),
    payload.find({
      collection: 'accounting-syncs',
      where: { and: [{ connection: { equals: connection.id } }, { status: { equals: 'failed' } }] },
      select: { invoice: true, kind: true, lastError: true },
      populate: { invoices: { number: true } },
      sort: '-updatedAt',
      limit: FAILURES_SHOWN,
      user: customer,
      overrideAccess: false,
      depth: 1,
    }),
    customerNames([relationId(connection.connectedBy)].filter((id): id is number => id !== null)),
  ])
  return {
    available,
    connection: {
      id: connection.id,
      tenantName: connection.tenantName ?? 'Xero organisation',
      status: connection.status === 'connected' ? 'connected' : 'reconnect',
      expenseAccount: connection.expenseAccount,
      bankAccount: connection.bankAccount,
      connectedAt: connection.connectedAt ?? null,
      connectedBy: names.get(relationId(connection.connectedBy) ?? 0)?.name ?? null,
      lastError: connection.lastError ?? null,
      counts: { synced, pending, failed },
      failures: failing.docs.map((sync) => ({
        id: sync.id,
        invoice: typeof sync.invoice === 'object' ? sync.invoice.number : `Invoice ${sync.invoice}`,
        kind: sync.kind,
        error: sync.lastError ?? 'It could not be sent.',
      })),
    },
  }
}
