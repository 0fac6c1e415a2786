import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest, Where } from 'payload'

import { canonicalJson, keyVerdict, REPLAY_WINDOW_MS, type KeyVerdict } from '@/domain/idempotency'

/** One use of a key: which write, by whom, and what was asked. */
export type KeyUse = { endpoint: string; client: string; key: string; fingerprint: string }

/** Who a key belongs to: keys are scoped per signed-in user; visitors without one share `anyone`. */
export const keyClient = (user: { collection: string; id: string | number } | null | undefined): string =>
  user ? `${user.collection === 'customers' ? 'customer' : 'staff'}:${user.id}` : 'anyone'

/** SHA-256 of what the request asks for, whatever order its JSON keys came in. */
export const requestFingerprint = (request: unknown): string => createHash('sha256').update(canonicalJson(request)).digest('hex')

const whereKey = (use: KeyUse): Where => ({
  and: [{ endpoint: { equals: use.endpoint } }, { client: { equals: use.client } }, { key: { equals: use.key } }],
})

/** What the key's committed row says about this request (read outside any transaction). */
export async function verdictFor(payload: Payload, use: KeyUse): Promise<KeyVerdict> {
  const { docs } = await payload.find({
    collection: 'idempotency-keys',
    where: whereKey(use),
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const row = docs[0]
  const record = row
    ? {
        fingerprint: row.fingerprint,
        expiresAt: row.expiresAt,
        answer: typeof row.status === 'number' ? { status: row.status, body: row.body } : null,
      }
    : null
  return keyVerdict(record, use.fingerprint, new Date())
}

/**
 * Inserts the key's row in the transaction of `req`, first clearing out keys past their window
 * (so an expired key can be used again). A racing request with the same key blocks on the unique
 * index until this transaction ends and then fails, so the guarded write happens once.
 */
export async function claimKey(req: PayloadRequest, use: KeyUse): Promise<number> {
  const now = new Date()
  await req.payload.db.deleteMany({
    collection: 'idempotency-keys',
    where: { expiresAt: { less_than_equal: now.toISOString() } },
    req,
  })
  const row = await req.payload.create({
    collection: 'idempotency-keys',
    data: { ...use, expiresAt: new Date(now.getTime() + REPLAY_WINDOW_MS).toISOString() },
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    req,
  })
  return row.id
}

/**
 * Keeps the first answer for replays. The row is named by its id and key alike: on SQLite a
 * rolled-back row's id can be given to the next row inserted.
 */
export async function recordAnswer(
  target: { payload: Payload; req?: PayloadRequest },
  claimed: { id: number; use: KeyUse },
  answer: { status: number; body: unknown },
): Promise<void> {
  await target.payload.update({
    collection: 'idempotency-keys',
    where: { and: [{ id: { equals: claimed.id } }, whereKey(claimed.use)] },
    data: { status: answer.status, body: answer.body as Record<string, unknown> },
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    req: target.req,
  })
}
