import type { z } from 'zod'

import { idempotencyKeyProblem, IDEMPOTENCY_KEY_HEADER } from '@/domain/idempotency'
import { kindOfStatus, parameterErrors, pointerOf, type Problem, problem } from '@/domain/public-api/problems'
import { authenticateApiKey, type KeyHolder } from '@/collections/api-keys/operations/authenticate-api-key'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { processRateLimiter, type RateLimitVerdict } from '@/platform/http/rate-limiter'
import { requestAddress } from '@/platform/http/request-limits'
import type { Refusal } from '@/platform/result'
import { payloadClient } from '@/payload-client'

import { ApiAnswer, type ApiRoute, bodySchemaOf, isRefusal } from './api-route'
import { keyMember } from './key-member'

/** Requests a minute one key may make (API_RATE_LIMIT_PER_MINUTE), shared by every instance through Redis. */
const perKeyPerMinute = (): number => Number(process.env.API_RATE_LIMIT_PER_MINUTE) || 300

/** The largest JSON body a route reads unless it says otherwise: a shipment to 100 recipients with 200 items is well under it. */
const DEFAULT_BODY_KB = 64

const PRIVATE = { 'cache-control': 'private, no-store' }

/** The key's budget, as the IETF RateLimit header fields' draft names them. */
const rateLimitHeaders = (verdict: RateLimitVerdict): Record<string, string> => ({
  'ratelimit-limit': String(verdict.limit),
  'ratelimit-remaining': String(verdict.remaining),
  'ratelimit-reset': String(verdict.resetSeconds),
  'ratelimit-policy': `${verdict.limit};w=60`,
})

const problemResponse = (body: Problem, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), {
    status: body.status,
    headers: {
      ...PRIVATE,
      'content-type': 'application/problem+json',
      ...(body.status === 401 ? { 'www-authenticate': 'Bearer realm="swagly"' } : {}),
      ...headers,
    },
  })

/** An operation's refusal as a problem: its words, and each field it names as a pointer. */
const refusalProblem = (refused: Refusal): Problem =>
  problem(
    kindOfStatus(refused.status),
    refused.message,
    Object.entries(refused.errors ?? {}).map(([field, detail]) => ({ pointer: pointerOf(field), detail })),
  )

type Parsed = { ok: true; value: unknown } | { ok: false; errors: NonNullable<Problem['errors']> }

const parse = (schema: z.ZodObject | undefined, input: Record<string, string>): Parsed => {
  if (!schema) return { ok: true, value: {} }
  // Strict: a misspelt parameter is refused, not quietly ignored.
  const result = schema.strict().safeParse(input)
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: parameterErrors(result.error.issues) }
}

/** The query string as the schema reads it: a name given twice counts once, as its last value. */
const queryOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams)

/** The route's JSON body, checked by its schema, or the problem with it. */
async function readBody(request: Request, route: ApiRoute): Promise<{ ok: true; value: unknown } | { ok: false; problem: Problem }> {
  const schema = bodySchemaOf(route, new Date())
  if (!schema) return { ok: true, value: undefined }
  const maxKb = route.maxBodyKb ?? DEFAULT_BODY_KB
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    return { ok: false, problem: problem('invalid-request', 'Send the body as JSON, with Content-Type: application/json.') }
  }
  const text = await request.text()
  if (Buffer.byteLength(text) > maxKb * 1024) return { ok: false, problem: problem('too-large', `The body is larger than ${maxKb} KB.`) }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, problem: problem('invalid-request', 'The body is not valid JSON.') }
  }
  const checked = schema.safeParse(value)
  if (!checked.success) return { ok: false, problem: problem('invalid-request', 'Some fields are not valid.', parameterErrors(checked.error.issues)) }
  return { ok: true, value }
}

/** What a route's handler answered, as HTTP. */
const responseOf = (route: ApiRoute, answer: unknown, limits: Record<string, string>): Response => {
  if (answer === null) return problemResponse(problem('not-found', 'This company has nothing with that id.'), limits)
  if (isRefusal(answer)) return problemResponse(refusalProblem(answer), limits)
  if (answer instanceof ApiAnswer) {
    const headers = { ...PRIVATE, ...limits, ...answer.headers }
    if (route.produces)
      return new Response(answer.body as Uint8Array<ArrayBuffer>, { status: answer.status, headers: { ...headers, 'content-type': route.produces } })
    return Response.json(answer.body, { status: answer.status, headers })
  }
  return Response.json(answer, { status: route.success ?? 200, headers: { ...PRIVATE, ...limits } })
}

class MakerLeft extends Error {}

const memberOf = (payload: Awaited<ReturnType<typeof payloadClient>>, holder: KeyHolder) => {
  let member: Promise<CustomerUser> | undefined
  return () =>
    (member ??= keyMember(payload, holder).then((found) => {
      if (!found) throw new MakerLeft()
      return found
    }))
}

/**
 * A Next.js route handler serving `route`: the key is checked (known, working, from an allowed
 * address, with the route's scope), counted against its budget, the parameters and body
 * validated by the route's schemas, and every failure answered as problem details. Nothing a
 * client sends is a 500.
 */
export const serveApiRoute =
  (route: ApiRoute) =>
  async (request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> => {
    const payload = await payloadClient()
    let limits: Record<string, string> = {}
    try {
      const check = await authenticateApiKey(payload, {
        authorization: request.headers.get('authorization'),
        address: requestAddress(request.headers),
        scope: route.scope,
      })
      if (!check.ok) return problemResponse(problem(check.kind, check.detail))
      const verdict = await processRateLimiter(perKeyPerMinute()).consume(`api-key ${check.holder.apiKey}`)
      limits = rateLimitHeaders(verdict)
      if (!verdict.allowed) {
        const detail = `This key made ${verdict.limit} requests this minute; try again in ${verdict.retryAfterSeconds} s.`
        return problemResponse(problem('rate-limited', detail), { ...limits, 'retry-after': String(verdict.retryAfterSeconds) })
      }
      const params = parse(route.params, await context.params)
      if (!params.ok) return problemResponse(problem('not-found', 'There is nothing at this address.'), limits)
      const query = parse(route.query, queryOf(new URL(request.url)))
      if (!query.ok) return problemResponse(problem('invalid-request', 'Some parameters are not valid.', query.errors), limits)
      const idempotencyKey = route.idempotent ? request.headers.get(IDEMPOTENCY_KEY_HEADER) : null
      const keyProblem = idempotencyKey === null ? null : idempotencyKeyProblem(idempotencyKey)
      if (keyProblem) return problemResponse(problem('invalid-request', keyProblem), limits)
      const body = await readBody(request, route)
      if (!body.ok) return problemResponse(body.problem, limits)
      const answer = await route.handle({
        payload,
        holder: check.holder,
        params: params.value,
        query: query.value,
        body: body.value,
        idempotencyKey,
        member: memberOf(payload, check.holder),
      } as never)
      return responseOf(route, answer, limits)
    } catch (error) {
      if (error instanceof MakerLeft)
        return problemResponse(problem('maker-left', 'The member who made this API key no longer belongs to the company.'), limits)
      payload.logger.error({ err: error, path: route.path }, 'public API request failed')
      return problemResponse(problem('server-error', 'The request could not be answered. Try again; if it keeps failing, tell us.'), limits)
    }
  }
