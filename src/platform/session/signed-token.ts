import { createHmac, timingSafeEqual } from 'node:crypto'

const secret = (): string => {
  const value = process.env.PAYLOAD_SECRET
  if (!value) throw new Error('PAYLOAD_SECRET is not set')
  return value
}

const sign = (body: string, purpose: string): string => createHmac('sha256', secret()).update(`${purpose}.${body}`).digest('base64url')

/** A small tamper-proof token: base64url JSON plus an HMAC bound to its purpose and an expiry. */
export const createSignedToken = (purpose: string, data: Record<string, unknown>, ttlMs: number): string => {
  const body = Buffer.from(JSON.stringify({ ...data, exp: Date.now() + ttlMs })).toString('base64url')
  return `${body}.${sign(body, purpose)}`
}

export const readSignedToken = <T extends Record<string, unknown>>(purpose: string, token: string | null | undefined): T | null => {
  if (!token) return null
  const [body, signature] = token.split('.')
  if (!body || !signature) return null
  const expected = Buffer.from(sign(body, purpose))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number }
    return typeof data.exp === 'number' && data.exp > Date.now() ? data : null
  } catch {
    return null
  }
}
