import type { PayloadRequest } from 'payload'

import { lockSequence } from '@/platform/database/transactions'
import { relationId } from '@/platform/relation-id'

import type { SyncKind } from './AccountingSyncs'
import { queueSyncTry } from './sync-job'

/**
 * Asks, in the transaction `req` carries, that an invoice (as a bill) or its payment reach the
 * company's connected accounting organisation: a sync row and its job, made once. Whoever asks
 * again (the hook that issued it, "Sync now" racing it) finds the row, under a lock held for the
 * invoice and kind until the transaction ends; a row that failed is tried again. A company with no
 * working connection writes nothing. Answers whether a sync was queued.
 */
export async function queueAccountingSync(
  req: PayloadRequest,
  { invoice, company, kind }: { invoice: number; company: unknown; kind: SyncKind },
): Promise<boolean> {
  const companyId = relationId(company)
  if (companyId === null) return false
  const { docs: connections } = await req.payload.find({
    collection: 'accounting-connections',
    where: { and: [{ company: { equals: companyId } }, { status: { equals: 'connected' } }] },
    select: { company: true },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const connection = connections[0]?.id
  if (connection === undefined) return false
  await lockSequence(req, `accounting-sync:${connection}:${invoice}:${kind}`)
  const { docs } = await req.payload.find({
    collection: 'accounting-syncs',
    where: { and: [{ connection: { equals: connection } }, { invoice: { equals: invoice } }, { kind: { equals: kind } }] },
    select: { status: true },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing && existing.status !== 'failed') return false
  const sync = existing
    ? await req.payload.update({
        collection: 'accounting-syncs',
        id: existing.id,
        data: { status: 'pending', lastError: null },
        select: { status: true },
        depth: 0,
        req,
        overrideAccess: true,
      })
    : await req.payload.create({
        collection: 'accounting-syncs',
        data: { company: companyId, connection, invoice, kind, status: 'pending', tries: 0 },
        select: { status: true },
        depth: 0,
        req,
        overrideAccess: true,
      })
  await queueSyncTry(req, sync.id)
  return true
}
