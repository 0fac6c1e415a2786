import type { z } from 'zod'

import { parameterErrors, type Problem, problem } from '@/domain/public-api/problems'
import { authenticateApiKey } from '@/collections/api-keys/operations/authenticate-api-key'
import { processRateLimiter, type RateLimitVerdict } from '@/platform/http/rate-limiter'
import { requestAddress } from '@/platform/http/request-limits'
import { payloadClient } from '@/payload-client'

import type { ApiRoute } from './api-route'

/** Requests a minute one key may make (API_RATE_LIMIT_PER_MINUTE), shared by every instance through Redis. */
const perKeyPerMinute = (): number => Number(process.env.API_RATE_LIMIT_PER_MINUTE) || 300

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

type Parsed = { ok: true; value: unknown } | { ok: false; errors: NonNullable<Problem['errors']> }

const parse = (schema: z.ZodObject | undefined, input: Record<string, string>): Parsed => {
  if (!schema) return { ok: true, value: {} }
  // Strict: a misspelt parameter is refused, not quietly ignored.
  const result = schema.strict().safeParse(input)
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: parameterErrors(result.error.issues) }
}

/** The query string as the schema reads it: a name given twice counts once, as its last value. */
const queryOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams)

/**
 * A Next.js route handler serving `route`: the key is checked (known, working, from an allowed
 * address, with the route's scope), counted against its budget, the parameters validated by the
 * route's schemas, and every failure answered as problem details. Nothing a client sends is a 500.
 */
export const serveApiRoute =
  (route: ApiRoute) =>
  async (request: Request, context: { params: Promise<Record<string, string>> }): Promise<Response> => {
    const payload = await payloadClient()
    try {
      const check = await authenticateApiKey(payload, {
        authorization: request.headers.get('authorization'),
        address: requestAddress(request.headers),
        scope: route.scope,
      })
      if (!check.ok) return problemResponse(problem(check.kind, check.detail))
      const verdict = await processRateLimiter(perKeyPerMinute()).consume(`api-key ${check.holder.apiKey}`)
      const limits = rateLimitHeaders(verdict)
      if (!verdict.allowed) {
        return problemResponse(
          problem('rate-limited', `This key made ${verdict.limit} requests this minute; try again in ${verdict.retryAfterSeconds} s.`),
          {
            ...limits,
            'retry-after': String(verdict.retryAfterSeconds),
          },
        )
      }
      const params = parse(route.params, await context.params)
      if (!params.ok) return problemResponse(problem('not-found', 'There is nothing at this address.'), limits)
      const query = parse(route.query, queryOf(new URL(request.url)))
      if (!query.ok) return problemResponse(problem('invalid-request', 'Some parameters are not valid.', query.errors), limits)
      const answer = await route.handle({ payload, holder: check.holder, params: params.value, query: query.value } as never)
      if (answer === null) return problemResponse(problem('not-found', 'This company has nothing with that id.'), limits)
      return Response.json(answer, { headers: { ...PRIVATE, ...limits } })
    } catch (error) {
      payload.logger.error({ err: error, path: route.path }, 'public API request failed')
      return problemResponse(problem('server-error', 'The request could not be answered. Try again; if it keeps failing, tell us.'))
    }
  }
