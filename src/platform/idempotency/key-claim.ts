import { AsyncLocalStorage } from 'node:async_hooks'

import type { KeyUse } from './key-store'

/**
 * A keyed request's key, waiting for the write it guards: `claimed` is its row once inserted,
 * `written` is set once that write has run to the end of its operation (and so is committed).
 */
export type PendingClaim = KeyUse & { claimed?: number; written?: boolean }

// One store per process, not per bundle: route handlers and the Payload config's hooks may be
// compiled into different chunks, and both must see the same request's claim.
const STORE = Symbol.for('swagly.idempotency-key-claims')
const store = ((globalThis as Record<symbol, unknown>)[STORE] ??= new AsyncLocalStorage<PendingClaim>()) as AsyncLocalStorage<PendingClaim>

/** Runs a Payload route with the request's key pending, for the collection hook to claim. */
export const withPendingClaim = <T>(claim: PendingClaim, work: () => Promise<T>): Promise<T> => store.run(claim, work)

/** The key of the request being served, if it carries one that no write has claimed yet. */
export const pendingClaim = (): PendingClaim | undefined => store.getStore()
