import type { Payload } from 'payload'

import { AccountingSystemError, type AccountingAdapter, type AccountingSession } from '@/integrations/accounting/accounting-adapter'
import { inTransaction, lockSequence } from '@/platform/database/transactions'

/** A token this close to expiring is refreshed first, so a call never starts with one about to lapse. */
const REFRESH_MARGIN_MS = 60_000

type TokenFields = { accessToken?: string | null; refreshToken?: string | null; tokenExpiresAt?: string | null }

const fresh = (connection: TokenFields, now: number) =>
  Boolean(connection.accessToken && connection.tokenExpiresAt && Date.parse(connection.tokenExpiresAt) - now > REFRESH_MARGIN_MS)

/** Marks the connection as needing the member to connect again, with why. */
export async function needsReconnect(payload: Payload, connectionId: number, reason: string): Promise<void> {
  await payload.update({
    collection: 'accounting-connections',
    id: connectionId,
    data: { status: 'reconnect', lastError: reason },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * A session with a current access token for the connection. Refreshing rotates the refresh token
 * (the old one stops working), so it happens under a lock for the connection, and whoever waited
 * for the lock uses the tokens the first refresher saved rather than refreshing with a dead one.
 * A refresh the provider refuses marks the connection for reconnecting.
 */
export async function connectionSession(payload: Payload, adapter: AccountingAdapter, connectionId: number): Promise<AccountingSession> {
  const outcome = await inTransaction(payload, async (req): Promise<AccountingSession | { refused: unknown }> => {
    await lockSequence(req, `accounting-connection:${connectionId}`)
    const connection = await req.payload.findByID({ collection: 'accounting-connections', id: connectionId, depth: 0, req, overrideAccess: true })
    if (fresh(connection, Date.now())) return { tenantId: connection.tenantId, accessToken: connection.accessToken! }
    const tokens = await adapter.refresh(connection.refreshToken ?? '').catch((error: unknown) => ({ refused: error }))
    if ('refused' in tokens) return tokens
    await req.payload.update({
      collection: 'accounting-connections',
      id: connectionId,
      data: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, tokenExpiresAt: tokens.expiresAt.toISOString() },
      depth: 0,
      req,
      overrideAccess: true,
    })
    return { tenantId: connection.tenantId, accessToken: tokens.accessToken }
  })
  if (!('refused' in outcome)) return outcome
  // Marked after the transaction ends: it held the connection's lock (and on SQLite the write lock).
  if (outcome.refused instanceof AccountingSystemError && !outcome.refused.retryable)
    await needsReconnect(payload, connectionId, outcome.refused.message)
  throw outcome.refused
}
