import type { IncomingMessage, ServerResponse } from 'node:http'

import { openDatabaseWatch, watchingDatabase } from '@/platform/database/outage'

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5

/** Seconds a client is asked to wait when every database connection was taken by other requests. */
const BUSY_RETRY_AFTER_SECONDS = 1

/** What every outage answer carries: when to try again, and that it must not be cached. */
const OUTAGE_HEADERS = { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' }

/**
 * The API's answer while the database cannot be reached, or (`busy`) while every connection to it
 * is taken by other requests, which is no outage: the client only has to try again a moment later.
 */
export const databaseUnavailableResponse = (busy = false): Response =>
  busy
    ? Response.json(
        { errors: [{ message: 'The server is busy with other requests. Try again in a moment.' }] },
        { status: 503, headers: { ...OUTAGE_HEADERS, 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) } },
      )
    : Response.json(
        { errors: [{ message: 'The database is temporarily unavailable. Try again shortly.' }] },
        { status: 503, headers: OUTAGE_HEADERS },
      )

/**
 * Answers a database outage anywhere in `produce` with a 503 and Retry-After, never the 500 Payload
 * makes of a failed query nor the 401 it makes of a session it could not look up (its JWT strategy
 * turns any error into "no user", and a client would sign its user out). That holds for an answer
 * that looks like success too: Payload's drizzle adapter swallows a failed COMMIT and answers the
 * write 2xx though it was rolled back, so a write cut off by an outage has an unknown outcome,
 * which is what 503 says; the client retries it.
 */
export const withOutagesAs503 = async (produce: () => Promise<Response> | Response): Promise<Response> => {
  const { outcome, unreachable, busy } = await watchingDatabase(async () => produce())
  if (unreachable) return databaseUnavailableResponse(busy)
  if (outcome.status === 'rejected') throw outcome.reason
  return outcome.value
}

/** An API route handler answering outages with 503. */
export const answeringOutagesWith503 =
  <Args extends unknown[]>(handler: (request: Request, ...rest: Args) => Promise<Response> | Response) =>
  (request: Request, ...rest: Args): Promise<Response> =>
    withOutagesAs503(() => handler(request, ...rest))

/**
 * Serves one request of the production server (scripts/serve.ts) and, when the database failed
 * while it ran, answers 503 with Retry-After instead of what Next.js sent, since neither a page nor
 * a server action can set that status itself:
 * - a page's error answer (Next.js's 500): the page already says "temporarily unavailable", its
 *   error boundary reads the outage's digest;
 * - any answer to a write (a server action's POST): Payload's adapter swallows a failed COMMIT, so
 *   an action that wrote through the Local API would report a change the database rolled back.
 *   Its outcome is unknown, which is what 503 says, and the client tries again.
 * The status is changed as the head goes out.
 */
export const answeringServerOutagesWith503 = (request: IncomingMessage, response: ServerResponse, serve: () => unknown): unknown => {
  const watch = openDatabaseWatch()
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method ?? 'GET')
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (!(statusCode >= 500 || write) || !watch.failed()) return writeHead.call(this, statusCode, ...rest)
    for (const [name, value] of Object.entries(OUTAGE_HEADERS)) this.setHeader(name, value)
    const [first, ...others] = rest
    // The reason phrase Next.js gave belongs to its own status.
    return writeHead.call(this, 503, ...(typeof first === 'string' ? others : rest))
  } as ServerResponse['writeHead']
  // Over when the request has been served (not on the response's `close`: Next.js already keeps ten listeners there).
  return Promise.resolve(watch.run(serve)).finally(watch.end)
}
