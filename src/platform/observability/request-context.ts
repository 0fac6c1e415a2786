import { AsyncLocalStorage } from 'node:async_hooks'

export type RequestContext = { requestId: string }

/**
 * The request under way, for every log line written while it is served. Kept on globalThis: the
 * production server (scripts/serve.ts) and Next.js's routes are separate bundles, each with its
 * own copy of this module, and both must see the one context the server opened.
 */
const contextKey = Symbol.for('swagly.request-context')
const globals = globalThis as typeof globalThis & { [contextKey]?: AsyncLocalStorage<RequestContext> }
const storage = (globals[contextKey] ??= new AsyncLocalStorage<RequestContext>())

export const withRequestContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work)

/** The id of the request being served, or undefined outside one (a scheduled job, start-up). */
export const currentRequestId = (): string | undefined => storage.getStore()?.requestId
