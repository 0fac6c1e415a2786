import type { Payload } from 'payload'

import { invoiceBill, supplierOf } from '@/collections/payments/accounting-export'
import { AccountingSystemError, type AccountingAdapter, type AccountingSession } from '@/integrations/accounting/accounting-adapter'
import type { AccountingConnection, AccountingSync } from '@/payload-types'
import { relationId } from '@/platform/relation-id'

import { connectionSession } from './connection-session'

/** How a sync went: done (or nothing left to do), refused for good, or to be tried again later. */
export type SyncOutcome = 'synced' | 'failed' | 'retry'

/** Idempotency keys from our own rows: a retry after a lost answer is answered, not written again. */
const idempotencyKey = (connection: number, kind: string, invoice: number) => `swagly-${connection}-${kind}-${invoice}`

const record = (payload: Payload, id: number, data: Partial<AccountingSync>) =>
  payload.update({ collection: 'accounting-syncs', id, data, select: { status: true }, depth: 0, overrideAccess: true })

/** The supplier's contact in the organisation: found or made once, then kept on the connection. */
async function supplierContact(payload: Payload, adapter: AccountingAdapter, session: AccountingSession, connection: AccountingConnection) {
  if (connection.supplierContactId) return connection.supplierContactId
  const contactId = await adapter.ensureSupplier(session, await supplierOf(payload))
  await payload.update({
    collection: 'accounting-connections',
    id: connection.id,
    data: { supplierContactId: contactId },
    depth: 0,
    overrideAccess: true,
  })
  return contactId
}

/** The bill in the organisation (found by number, or made): its id, noted on the invoice's bill row when there is one. */
async function pushedBill(
  payload: Payload,
  adapter: AccountingAdapter,
  session: AccountingSession,
  connection: AccountingConnection,
  invoiceId: number,
) {
  const found = await invoiceBill(payload, invoiceId)
  if (!found) throw new AccountingSystemError('The invoice no longer exists.', 404, false)
  const supplierId = await supplierContact(payload, adapter, session, connection)
  const { remoteId } = await adapter.pushBill(session, {
    bill: found.bill,
    supplierId,
    accountCode: connection.expenseAccount,
    idempotencyKey: idempotencyKey(connection.id, 'bill', invoiceId),
  })
  return { remoteId, paidOn: found.paidOn, bill: found.bill }
}

/**
 * Does one sync: the invoice as an approved bill (found by its number first, so syncing it again
 * finds the one already there), or its payment against that bill (pushing the bill first if it is
 * not there yet). A refusal that will not change is recorded as failed with the provider's words
 * (a refresh token refused marks the connection for reconnecting); anything passing (rate limits, outages)
 * is left pending for the job's retry. With no provider set up on this server, nothing can pass.
 */
export async function syncRecord(payload: Payload, adapter: AccountingAdapter | null, syncId: number): Promise<SyncOutcome> {
  const sync = await payload.findByID({ collection: 'accounting-syncs', id: syncId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!sync || sync.status === 'synced') return 'synced'
  if (!adapter) {
    await record(payload, syncId, { status: 'failed', lastError: 'Accounting sync is not set up on this server.' })
    return 'failed'
  }
  const connection = await payload.findByID({
    collection: 'accounting-connections',
    id: relationId(sync.connection)!,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!connection || connection.status !== 'connected') {
    await record(payload, syncId, { status: 'failed', lastError: 'The accounting connection needs to be made again.' })
    return 'failed'
  }
  const invoiceId = relationId(sync.invoice)!
  let session: AccountingSession | null = null
  const push = async (): Promise<string> => {
    session = await connectionSession(payload, adapter, connection.id)
    const pushed = await pushedBill(payload, adapter, session, connection, invoiceId)
    if (sync.kind === 'bill') return pushed.remoteId
    if (!pushed.paidOn) throw new AccountingSystemError('The invoice has not been paid.', 409, false)
    const payment = await adapter.pushPayment(session, {
      payment: { bill: pushed.bill, paidOn: pushed.paidOn },
      remoteBillId: pushed.remoteId,
      bankAccountCode: connection.bankAccount,
      idempotencyKey: idempotencyKey(connection.id, 'payment', invoiceId),
    })
    return payment.remoteId
  }
  try {
    // A token the provider stopped taking before its time is refreshed once, and the push made
    // again. Only that token is marked stale: a sync finding out later must not throw away the
    // new one another sync has already refreshed.
    const remoteId = await push().catch(async (error: unknown) => {
      if (!(error instanceof AccountingSystemError) || error.status !== 401 || !session) throw error
      await payload.update({
        collection: 'accounting-connections',
        where: { and: [{ id: { equals: connection.id } }, { accessToken: { equals: session.accessToken } }] },
        data: { tokenExpiresAt: null },
        depth: 0,
        overrideAccess: true,
      })
      return push()
    })
    await record(payload, syncId, { status: 'synced', remoteId, tries: (sync.tries ?? 0) + 1, lastError: null, syncedAt: new Date().toISOString() })
    return 'synced'
  } catch (error) {
    if (!(error instanceof AccountingSystemError)) throw error
    const retry = error.retryable
    await record(payload, syncId, { status: retry ? 'pending' : 'failed', tries: (sync.tries ?? 0) + 1, lastError: error.message })
    return retry ? 'retry' : 'failed'
  }
}
