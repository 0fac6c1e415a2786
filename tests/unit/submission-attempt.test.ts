import { describe, expect, it } from 'vitest'

import { idempotencyKeyProblem } from '@/domain/idempotency'
import { submissionAttempt } from '@/domain/submission-attempt'

const request = { items: [{ inventoryItem: 3, quantity: 2 }], recipients: [5, 6] }

describe('submissionAttempt', () => {
  it('sends the same key when the same request is sent again, in any key order', () => {
    const attempt = submissionAttempt()
    const first = attempt.keyFor(request)
    expect(attempt.keyFor({ recipients: [5, 6], items: [{ quantity: 2, inventoryItem: 3 }] })).toBe(first)
  })

  it('sends a new key once the request has changed, and keeps it for retries of that one', () => {
    const attempt = submissionAttempt()
    const first = attempt.keyFor(request)
    const changed = attempt.keyFor({ ...request, recipients: [5] })
    expect(changed).not.toBe(first)
    expect(attempt.keyFor({ ...request, recipients: [5] })).toBe(changed)
  })

  it('starts afresh after an answer, so the next identical request is a new one', () => {
    const attempt = submissionAttempt()
    const first = attempt.keyFor(request)
    attempt.done()
    expect(attempt.keyFor(request)).not.toBe(first)
  })

  it('makes random keys the server accepts, different for each form', () => {
    const keys = Array.from({ length: 50 }, () => submissionAttempt().keyFor(request))
    expect(new Set(keys).size).toBe(50)
    for (const key of keys) {
      expect(idempotencyKeyProblem(key)).toBeNull()
      expect(key).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})
