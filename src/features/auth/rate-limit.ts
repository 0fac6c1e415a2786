import { headers } from 'next/headers'

import type { RateLimitedAction } from '@/domain/rate-limited-routes'
import { countAttempt } from '@/platform/http/request-limits'

/**
 * Counts one attempt at `action` by a server action against the budget REST and GraphQL draw on
 * for the same thing (request-limits.ts); false once it is spent. Per-account lockout is Payload's
 * maxLoginAttempts.
 */
export async function withinRateLimit(action: RateLimitedAction): Promise<boolean> {
  return (await countAttempt(action, await headers())).allowed
}
