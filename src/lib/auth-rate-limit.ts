import { headers } from 'next/headers'

import { createRateLimiter } from '@/domain/rate-limit'

const TEN_MINUTES = 10 * 60_000

/** Per-IP budgets for the auth forms (DESIGN §9); per-account lockout is Payload's maxLoginAttempts. */
const limiters = {
  login: createRateLimiter({ limit: 60, windowMs: TEN_MINUTES }),
  email: createRateLimiter({ limit: 20, windowMs: TEN_MINUTES }),
}

/** The address the request came from, as the proxy in front of the app reports it. */
const clientAddress = (requestHeaders: Headers): string =>
  requestHeaders.get('x-real-ip') ?? requestHeaders.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown'

/** Counts one attempt of `kind` from this request's address; false once its budget is spent. */
export async function withinRateLimit(kind: keyof typeof limiters): Promise<boolean> {
  return limiters[kind].hit(clientAddress(await headers()))
}
