import { addressedHosts, type OwnOrigins } from '@/domain/cross-origin'
import { trustedOrigins } from './server-url'

/**
 * What counts as this site for a request, the one rule for both our cross-site guard
 * (request-guards.ts) and the auth cookie (own-host-session.ts): SERVER_URL, CSRF_ORIGINS and the
 * host the request was sent to, so the app works at any name it is reached by (localhost,
 * 127.0.0.1, an internal name).
 */
export const ownOrigins = (headers: Headers): OwnOrigins => ({
  origins: trustedOrigins(),
  hosts: addressedHosts(headers.get('host'), headers.get('x-forwarded-host'), process.env.TRUST_PROXY === 'true'),
})
