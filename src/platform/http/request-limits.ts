import type { NextRequest } from 'next/server'

import { clientAddress } from '@/domain/client-address'
import { waitAndRetryMessage } from '@/domain/counted'
import { RATE_LIMIT_BUDGETS, type RateLimitedAction, rateLimitedAction, rateLimitedMutations } from '@/domain/rate-limited-routes'
import { processRateLimiter, type RateLimitVerdict } from './rate-limiter'
import { stampedSocketAddress } from './socket-address'

/**
 * Per-address limits on the public calls worth abusing: RATE_LIMIT_PER_MINUTE (default 10)
 * attempts a minute per action and address, shared by every instance through Redis when
 * REDIS_URL is set (rate-limiter.ts).
 */
export const requestAddress = (headers: Headers): string =>
  clientAddress({
    forwardedFor: headers.get('x-forwarded-for'),
    socketAddress: stampedSocketAddress(headers),
    trustProxy: process.env.TRUST_PROXY === 'true',
  })

/** The action's own attempts a minute when it has a budget of its own (set by its setting), else the default. */
const pointsFor = (action: RateLimitedAction): number | undefined => {
  const budget = RATE_LIMIT_BUDGETS[action]
  return budget ? Number(process.env[budget.setting]) || budget.perMinute : undefined
}

/** Counts one attempt at `action` from the address of the request with these headers. */
export const countAttempt = (action: RateLimitedAction, headers: Headers): Promise<RateLimitVerdict> =>
  processRateLimiter(pointsFor(action)).consume(`${action} ${requestAddress(headers)}`)

const GRAPHQL_PATH = '/payload-api/graphql'

/** The budgets this request draws on: its REST call, or each limited mutation of a GraphQL post. */
const actionsOf = async (request: NextRequest): Promise<RateLimitedAction[]> => {
  if (request.method === 'POST' && request.nextUrl.pathname === GRAPHQL_PATH) {
    return rateLimitedMutations(
      await request
        .clone()
        .json()
        .catch(() => null),
    )
  }
  const action = rateLimitedAction(request.method, request.nextUrl.pathname)
  return action ? [action] : []
}

/** A 429 with Retry-After when this request is over its budget, otherwise null. */
export async function refuseOverLimit(request: NextRequest): Promise<Response | null> {
  const actions = await actionsOf(request)
  const verdicts = await Promise.all(actions.map((action) => countAttempt(action, request.headers)))
  const refused = verdicts.find((verdict) => !verdict.allowed)
  if (!refused) return null
  return Response.json(
    { errors: [{ message: waitAndRetryMessage(refused.retryAfterSeconds) }] },
    { status: 429, headers: { 'retry-after': String(refused.retryAfterSeconds), 'cache-control': 'no-store' } },
  )
}
