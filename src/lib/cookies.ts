import { cookieFromHeader } from '@/domain/cookie-header'
import { servedOverHttps } from './server-url'

export const readCookie = (headers: Headers, name: string): string | null => cookieFromHeader(headers.get('cookie'), name)

export const serializeCookie = (
  name: string,
  value: string,
  options: { maxAgeSeconds: number; httpOnly?: boolean },
): string =>
  [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
    options.httpOnly === false ? null : 'HttpOnly',
    servedOverHttps() ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ')
