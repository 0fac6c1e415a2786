import { watchingDatabase } from './database-outage'

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The API's answer while the database cannot be reached: try again shortly, nothing is wrong with the request. */
export const databaseUnavailableResponse = (): Response =>
  Response.json(
    { errors: [{ message: 'The database is temporarily unavailable. Try again shortly.' }] },
    { status: 503, headers: { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' } },
  )

/**
 * Answers a database outage anywhere in `produce` with a 503 and Retry-After, never the 500 Payload
 * makes of a failed query nor the 401 it makes of a session it could not look up (its JWT strategy
 * turns any error into "no user", and a client would sign its user out). A write that was answered
 * 2xx stays answered: it happened, and a retry would do it twice.
 */
export const withOutagesAs503 = async (isWrite: boolean, produce: () => Promise<Response> | Response): Promise<Response> => {
  const { outcome, unreachable } = await watchingDatabase(async () => produce())
  if (outcome.status === 'rejected') {
    if (unreachable) return databaseUnavailableResponse()
    throw outcome.reason
  }
  const response = outcome.value
  if (!unreachable || (isWrite && response.ok)) return response
  return databaseUnavailableResponse()
}

/** An API route handler answering outages with 503; its method tells whether it writes. */
export const answeringOutagesWith503 =
  <Args extends unknown[]>(handler: (request: Request, ...rest: Args) => Promise<Response> | Response) =>
  (request: Request, ...rest: Args): Promise<Response> =>
    withOutagesAs503(WRITES.has(request.method), () => handler(request, ...rest))
