// Unguessable keys for share links that let reviewers see a project without an account.
import { timingSafeEqual } from 'node:crypto'

const SHARE_KEY_BYTES = 32

export function generateShareKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SHARE_KEY_BYTES))
  return Buffer.from(bytes).toString('base64url')
}

/** Whether `key` looks like generateShareKey's 32 random bytes in base64url: anything else is never looked up. */
export const isShareKeyShape = (key: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(key)

// Constant-time so response timing cannot reveal how much of a guessed key was right.
export function shareKeysMatch(expected: string | null | undefined, given: string | null | undefined): boolean {
  if (!expected || !given) return false
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
