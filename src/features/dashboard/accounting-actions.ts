'use server'

import { revalidatePath } from 'next/cache'

import { changeAccountingAccounts, disconnectAccounting, syncAccountingPeriod } from '@/collections/accounting/operations/manage-accounting'
import type { Result } from '@/platform/result'

import { runAsCustomer } from './customer-action'

/**
 * The Accounting page's server actions: each runs its operation as the viewer, found again, so
 * only the company's own owners and finance members change its connection (the operations check
 * the role now).
 */

const ACCOUNTING_PAGE = '/dashboard/accounting'

const refreshed = <T extends Result>(result: T): T => {
  if (result.ok) revalidatePath(ACCOUNTING_PAGE)
  return result
}

/** Sends the period's invoices and payments to the organisation; `period` is bound by the page. */
export async function syncAccountingPeriodAction(period: unknown): Promise<Result<{ queued: number; applied: string[] }>> {
  const result = await runAsCustomer(syncAccountingPeriod, period)
  if (!result.ok) return result
  const told =
    result.queued === 0
      ? 'nothing new, the period is there already'
      : `${result.queued} ${result.queued === 1 ? 'bill or payment' : 'bills and payments'}`
  return refreshed({ ...result, applied: [told] })
}

/** The accounts bills are coded to and payments made from. */
export async function changeAccountingAccountsAction(input: unknown): Promise<Result> {
  return refreshed(await runAsCustomer(changeAccountingAccounts, input))
}

/** Forgets the connection; what is already in the organisation stays there. */
export async function disconnectAccountingAction(): Promise<Result> {
  return refreshed(await runAsCustomer(disconnectAccounting, null))
}
