import { cookieFromHeader } from '@/domain/cookie-header'
import { servedOverHttps } from '@/platform/http/server-url'

export const readCookie = (headers: Headers, name: string): string | null => cookieFromHeader(headers.get('cookie'), name)

type CookieOptions = { maxAgeSeconds: number; httpOnly?: boolean }

/** The attributes of the app's own cookies, in the shape next/headers' cookies().set takes. */
export const cookieSettings = (options: CookieOptions) => ({
  path: '/',
  maxAge: options.maxAgeSeconds,
  sameSite: 'lax' as const,
  httpOnly: options.httpOnly !== false,
  secure: servedOverHttps(),
})

/** The same cookie as a Set-Cookie header, for endpoints that answer with a Response. */
export const serializeCookie = (name: string, value: string, options: CookieOptions): string => {
  const settings = cookieSettings(options)
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${settings.path}`,
    `Max-Age=${settings.maxAge}`,
    'SameSite=Lax',
    settings.httpOnly ? 'HttpOnly' : null,
    settings.secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ')
}
