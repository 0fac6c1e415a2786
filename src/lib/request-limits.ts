import type { NextRequest } from 'next/server'

import { clientAddress } from '@/domain/client-address'
import { rateLimitedAction, rateLimitedMutations } from '@/domain/rate-limited-routes'
import { createSlidingWindowLimiter } from '@/domain/sliding-window'

/**
 * Per-IP limits on the public REST calls and their GraphQL mutations, kept in memory per instance: with N instances behind a
 * balancer an address gets at most N times the budget, which still stops guessing at scale
 * without a shared store. RATE_LIMIT_PER_MINUTE (default 10) sets the budget per call and address.
 */
const limiter = createSlidingWindowLimiter({ limit: Number(process.env.RATE_LIMIT_PER_MINUTE) || 10, windowMs: 60_000 })

const GRAPHQL_PATH = '/payload-api/graphql'

/** The budgets this request draws on: its REST call, or each limited mutation of a GraphQL post. */
const actionsOf = async (request: NextRequest): Promise<string[]> => {
  if (request.method === 'POST' && request.nextUrl.pathname === GRAPHQL_PATH) {
    return rateLimitedMutations(await request.clone().json().catch(() => null))
  }
  const action = rateLimitedAction(request.method, request.nextUrl.pathname)
  return action ? [action] : []
}

/** A 429 with Retry-After when this request is over its budget, otherwise null. */
export async function refuseOverLimit(request: NextRequest): Promise<Response | null> {
  const actions = await actionsOf(request)
  if (actions.length === 0) return null
  const address = clientAddress(request.headers.get('x-forwarded-for'), process.env.TRUST_PROXY === 'true')
  const refused = actions.map((action) => limiter.hit(`${action} ${address}`)).find((verdict) => !verdict.allowed)
  if (!refused) return null
  return Response.json(
    { errors: [{ message: `Too many attempts. Wait ${refused.retryAfterSeconds} seconds and try again.` }] },
    { status: 429, headers: { 'retry-after': String(refused.retryAfterSeconds), 'cache-control': 'no-store' } },
  )
}
