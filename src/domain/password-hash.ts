import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

/** A stored password as Payload keeps it on an auth collection's row. */
export type StoredPassword = { hash: string; salt: string }

const pbkdf2Async = promisify(pbkdf2)

// Payload writes `pbkdf2-sha256-v1:<hex>` (600,000 rounds, 32 bytes) and still accepts its older
// bare hex (25,000 rounds, 512 bytes). It exports no way to check a password without signing in
// (which would count a failed attempt and open a session), so its two formats are read here.
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

const parameters = (hash: string) =>
  hash.startsWith(CURRENT_PREFIX)
    ? { hex: hash.slice(CURRENT_PREFIX.length), iterations: 600_000, keyLength: 32 }
    : { hex: hash, iterations: 25_000, keyLength: 512 }

/** Whether `password` is the one `stored` was made from. */
export const passwordMatches = async (password: string, stored: StoredPassword): Promise<boolean> => {
  const { hex, iterations, keyLength } = parameters(stored.hash)
  const expected = Buffer.from(hex, 'hex')
  if (expected.length !== keyLength) return false
  const actual = await pbkdf2Async(password, stored.salt, iterations, keyLength, 'sha256')
  return timingSafeEqual(actual, expected)
}
