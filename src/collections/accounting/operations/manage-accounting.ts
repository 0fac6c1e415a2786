import type { Payload } from 'payload'
import type { z } from 'zod'

import type { OperationCall } from '@/collections/customer-endpoint'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { periodBills } from '@/collections/payments/accounting-export'
import { connectionAccountsSchema } from '@/domain/accounting/connection-input'
import { periodSchema } from '@/domain/accounting/export-request'
import { fieldErrorsOf } from '@/domain/field-errors'
import { inTransaction } from '@/platform/database/transactions'
import { refusal, type Result } from '@/platform/result'

import { queueAccountingSync } from '../queue-sync'
import { financeCompany } from './finance-member'

const connectionOf = async (payload: Payload, company: number) =>
  (
    await payload.find({
      collection: 'accounting-connections',
      where: { company: { equals: company } },
      select: { status: true },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] ?? null

const NOT_CONNECTED = 'The company has no accounting connection.'

const fieldRefusal = (error: z.ZodError) => {
  const errors = fieldErrorsOf(error)
  return refusal(400, Object.values(errors).join(' '), errors)
}

/**
 * Stops syncing: the tokens are forgotten and nothing more is sent. What was synced is kept, so
 * connecting the same organisation again sends nothing twice; bills already there stay there.
 */
export async function disconnectAccounting({ req: { payload, user } }: OperationCall): Promise<Result> {
  const company = await financeCompany({ payload, user })
  if ('ok' in company) return company
  const connection = await connectionOf(payload, company.id)
  if (!connection || connection.status === 'disconnected') return refusal(404, NOT_CONNECTED)
  await payload.update({
    collection: 'accounting-connections',
    id: connection.id,
    data: { status: 'disconnected', accessToken: null, refreshToken: null, tokenExpiresAt: null, lastError: null },
    depth: 0,
    overrideAccess: true,
  })
  return { ok: true }
}

/** The accounts bills are coded to and payments made from, for what is synced from now on. */
export async function changeAccountingAccounts({ req: { payload, user }, input }: OperationCall): Promise<Result> {
  const company = await financeCompany({ payload, user })
  if ('ok' in company) return company
  const parsed = connectionAccountsSchema.safeParse(input)
  if (!parsed.success) return fieldRefusal(parsed.error)
  const connection = await connectionOf(payload, company.id)
  if (!connection || connection.status === 'disconnected') return refusal(404, NOT_CONNECTED)
  await payload.update({ collection: 'accounting-connections', id: connection.id, data: parsed.data, depth: 0, overrideAccess: true })
  return { ok: true }
}

/**
 * Asks for every tax invoice issued in the period (as a bill) and every one settled in it (as a
 * payment) to reach the organisation: those synced already are left alone, failed ones are tried
 * again. Answers how many were queued.
 */
export async function syncAccountingPeriod({ req: { payload, user }, input }: OperationCall): Promise<Result<{ queued: number }>> {
  const company = await financeCompany({ payload, user })
  if ('ok' in company) return company
  const period = periodSchema.safeParse(input)
  if (!period.success) return fieldRefusal(period.error)
  const connection = await connectionOf(payload, company.id)
  if (!connection || connection.status === 'disconnected') return refusal(404, NOT_CONNECTED)
  if (connection.status !== 'connected') return refusal(409, 'Connect Xero again before syncing: it no longer accepts the connection.')
  const [issued, settled] = await Promise.all([
    periodBills(payload, user as CustomerUser, period.data, 'issued'),
    periodBills(payload, user as CustomerUser, period.data, 'settled'),
  ])
  if (issued.more || settled.more) return refusal(422, 'More than 500 invoices fall in this period. Choose a shorter period.')
  const asks = [
    ...issued.bills.map(({ id }) => ({ invoice: id, kind: 'bill' as const })),
    ...settled.bills.map(({ id }) => ({ invoice: id, kind: 'payment' as const })),
  ]
  let queued = 0
  for (const ask of asks) {
    if (await inTransaction(payload, (req) => queueAccountingSync(req, { ...ask, company: company.id }))) queued += 1
  }
  return { ok: true, queued }
}
