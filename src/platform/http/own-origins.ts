import { addressedOrigins } from '@/domain/cross-origin'
import { servedOverHttps, trustedOrigins } from './server-url'

/**
 * What counts as this site for a request, the one rule for both our cross-site guard
 * (request-guards.ts) and the auth cookie (own-host-session.ts): SERVER_URL, CSRF_ORIGINS and the
 * origin the request was sent to, so the app works at any name it is reached by (localhost,
 * 127.0.0.1, an internal name). Next sets X-Forwarded-Proto on every request: the proxy's, or
 * the scheme of the connection.
 */
export const ownOrigins = (headers: Headers): string[] => [
  ...trustedOrigins(),
  ...addressedOrigins(
    { scheme: headers.get('x-forwarded-proto'), host: headers.get('host'), forwardedHost: headers.get('x-forwarded-host') },
    process.env.TRUST_PROXY === 'true',
    servedOverHttps() ? 'https' : 'http',
  ),
]
