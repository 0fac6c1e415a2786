import { headers } from 'next/headers'

import { clientAddress } from '@/domain/client-address'
import { createSlidingWindowLimiter } from '@/domain/sliding-window'

const TEN_MINUTES = 10 * 60_000

/** Per-IP budgets for the auth forms (DESIGN §9); per-account lockout is Payload's maxLoginAttempts. */
const limiters = {
  login: createSlidingWindowLimiter({ limit: 60, windowMs: TEN_MINUTES }),
  email: createSlidingWindowLimiter({ limit: 20, windowMs: TEN_MINUTES }),
}

/** Counts one attempt of `kind` from this request's address; false once its budget is spent. */
export async function withinRateLimit(kind: keyof typeof limiters): Promise<boolean> {
  return limiters[kind].hit(clientAddress((await headers()).get('x-forwarded-for'), process.env.TRUST_PROXY === 'true')).allowed
}
