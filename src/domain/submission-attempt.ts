import { canonicalJson } from './idempotency'

export type SubmissionAttempt = {
  /** The Idempotency-Key to send with `request`. */
  keyFor: (request: unknown) => string
  /** The submission got its answer; whatever is sent next is a new submission. */
  done: () => void
}

/**
 * The keys a form sends with its submissions, made when the form mounts: the same key while it
 * sends the same thing again (a retry after a lost answer, which then gets the first answer), a
 * new one once what it sends has changed, so an edited request is never mistaken for a retry.
 */
export function submissionAttempt(newKey: () => string = () => crypto.randomUUID()): SubmissionAttempt {
  let last: { request: string; key: string } | null = null
  return {
    keyFor: (request) => {
      const sent = canonicalJson(request)
      if (last?.request !== sent) last = { request: sent, key: newKey() }
      return last.key
    },
    done: () => {
      last = null
    },
  }
}
