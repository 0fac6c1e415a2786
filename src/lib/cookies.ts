import { servedOverHttps } from './server-url'

export const readCookie = (headers: Headers, name: string): string | null => {
  const header = headers.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

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
