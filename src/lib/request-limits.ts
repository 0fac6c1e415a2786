import type { NextRequest } from 'next/server'

import { clientAddress } from '@/domain/client-address'
import { type RateLimitedAction, rateLimitedAction, rateLimitedMutations } from '@/domain/rate-limited-routes'
import { createSlidingWindowLimiter, type SlidingWindowLimiter, type SlidingWindowVerdict } from '@/domain/sliding-window'
import { stampedSocketAddress } from './socket-address'

/**
 * Per-address limits on the public calls worth abusing, kept in memory per instance: with N
 * instances behind a balancer an address gets at most N times the budget, which still stops
 * guessing at scale without a shared store. RATE_LIMIT_PER_MINUTE (default 10) sets the budget per
 * action and address.
 */
const LIMITER = Symbol.for('swagly.rate-limits')

/**
 * Next bundles the proxy and the server actions apart, each with its own copy of this module; the
 * limiter lives on the process's global so that both draw on the same budgets.
 */
const limiter = (): SlidingWindowLimiter => {
  const shared = globalThis as { [LIMITER]?: SlidingWindowLimiter }
  shared[LIMITER] ??= createSlidingWindowLimiter({ limit: Number(process.env.RATE_LIMIT_PER_MINUTE) || 10, windowMs: 60_000 })
  return shared[LIMITER]
}

const addressOf = (headers: Headers): string =>
  clientAddress({
    forwardedFor: headers.get('x-forwarded-for'),
    socketAddress: stampedSocketAddress(headers),
    trustProxy: process.env.TRUST_PROXY === 'true',
  })

/** Counts one attempt at `action` from the address of the request with these headers. */
export const countAttempt = (action: RateLimitedAction, headers: Headers): SlidingWindowVerdict =>
  limiter().hit(`${action} ${addressOf(headers)}`)

const GRAPHQL_PATH = '/payload-api/graphql'

/** The budgets this request draws on: its REST call, or each limited mutation of a GraphQL post. */
const actionsOf = async (request: NextRequest): Promise<RateLimitedAction[]> => {
  if (request.method === 'POST' && request.nextUrl.pathname === GRAPHQL_PATH) {
    return rateLimitedMutations(await request.clone().json().catch(() => null))
  }
  const action = rateLimitedAction(request.method, request.nextUrl.pathname)
  return action ? [action] : []
}

/** A 429 with Retry-After when this request is over its budget, otherwise null. */
export async function refuseOverLimit(request: NextRequest): Promise<Response | null> {
  const actions = await actionsOf(request)
  const refused = actions.map((action) => countAttempt(action, request.headers)).find((verdict) => !verdict.allowed)
  if (!refused) return null
  return Response.json(
    { errors: [{ message: `Too many attempts. Wait ${refused.retryAfterSeconds} seconds and try again.` }] },
    { status: 429, headers: { 'retry-after': String(refused.retryAfterSeconds), 'cache-control': 'no-store' } },
  )
}
