import type { NextRequest } from 'next/server'

import { clientAddress } from '@/domain/client-address'
import { rateLimitedAction } from '@/domain/rate-limited-routes'
import { createSlidingWindowLimiter } from '@/domain/sliding-window'

/**
 * Per-IP limits on the public REST calls, kept in memory per instance: with N instances behind a
 * balancer an address gets at most N times the budget, which still stops guessing at scale
 * without a shared store. RATE_LIMIT_PER_MINUTE (default 10) sets the budget per call and address.
 */
const limiter = createSlidingWindowLimiter({ limit: Number(process.env.RATE_LIMIT_PER_MINUTE) || 10, windowMs: 60_000 })

/** A 429 with Retry-After when this request is over its budget, otherwise null. */
export function refuseOverLimit(request: NextRequest): Response | null {
  const action = rateLimitedAction(request.method, request.nextUrl.pathname)
  if (!action) return null
  const address = clientAddress(request.headers.get('x-forwarded-for'), process.env.TRUST_PROXY === 'true')
  const verdict = limiter.hit(`${action} ${address}`)
  if (verdict.allowed) return null
  return Response.json(
    { errors: [{ message: `Too many attempts. Wait ${verdict.retryAfterSeconds} seconds and try again.` }] },
    { status: 429, headers: { 'retry-after': String(verdict.retryAfterSeconds), 'cache-control': 'no-store' } },
  )
}
