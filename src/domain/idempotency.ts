// Idempotency-Key rules, as Stripe applies them: a retried write carrying the key of an earlier
// one gets that one's answer instead of writing again.

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key'

/** How long a key's answer is kept and replayed; an older key counts as never used. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000

export const MAX_KEY_LENGTH = 255

/** Why a key cannot be used (text of printable ASCII, 1–255 characters), or null when it can. */
export function idempotencyKeyProblem(key: unknown): string | null {
  if (typeof key !== 'string') return 'The Idempotency-Key must be text.'
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    return `The Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters long.`
  }
  if (!/^[\x20-\x7e]+$/.test(key)) return 'The Idempotency-Key may contain only printable ASCII characters.'
  return null
}

/**
 * JSON with every object's keys in sorted order, so two bodies that mean the same (keys in
 * another order, other spacing) read the same and fingerprint alike.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((entry) => canonicalJson(entry ?? null)).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** A key as stored: the fingerprint of the request that first used it and, once done, its answer. */
export type KeyRecord = {
  fingerprint: string
  expiresAt: string
  answer: { status: number; body: unknown } | null
}

export type KeyVerdict = { kind: 'proceed' } | { kind: 'replay'; status: number; body: unknown } | { kind: 'mismatch' } | { kind: 'in-flight' }

/** What to do with a request whose key may have been used before (`record` null: it was not). */
export function keyVerdict(record: KeyRecord | null, fingerprint: string, now: Date): KeyVerdict {
  if (!record || Date.parse(record.expiresAt) <= now.getTime()) return { kind: 'proceed' }
  if (record.fingerprint !== fingerprint) return { kind: 'mismatch' }
  if (!record.answer) return { kind: 'in-flight' }
  return { kind: 'replay', ...record.answer }
}

/** The plain-words answers to the refusals, with their statuses. */
export const KEY_REFUSALS = {
  mismatch: {
    status: 422,
    message: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  },
  'in-flight': { status: 409, message: 'A request with this key is still being processed. Try again in a moment.' },
} as const
