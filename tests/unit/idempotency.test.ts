import { describe, expect, it } from 'vitest'

import { canonicalJson, idempotencyKeyProblem, keyVerdict, REPLAY_WINDOW_MS, type KeyRecord } from '@/domain/idempotency'

describe('idempotencyKeyProblem', () => {
  it.each(['a', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'order 42 / retry #1 ~!', 'x'.repeat(255)])('accepts %j', (key) => {
    expect(idempotencyKeyProblem(key)).toBeNull()
  })

  it.each([
    ['empty', ''],
    ['256 characters', 'x'.repeat(256)],
    ['a tab', 'ab\tcd'],
    ['a newline', 'ab\ncd'],
    ['a DEL', 'ab\x7fcd'],
    ['non-ASCII', 'café'],
  ])('refuses a key with %s', (_, key) => {
    expect(idempotencyKeyProblem(key)).toMatch(/Idempotency-Key/)
  })

  it.each([42, { $gt: '' }, ['a'], true])('refuses %j: a key is text', (key) => {
    expect(idempotencyKeyProblem(key)).toBe('The Idempotency-Key must be text.')
  })
})

describe('canonicalJson', () => {
  it('reads the same whatever order the keys came in, at any depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'z' } })).toBe(canonicalJson({ a: { c: 'z', d: [1, { x: 1, y: 2 }] }, b: 1 }))
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}')
  })

  it('keeps what differs: array order, values and types', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]))
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }))
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}))
  })

  it('leaves out undefined members as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}')
    expect(canonicalJson([undefined])).toBe('[null]')
  })
})

describe('keyVerdict', () => {
  const now = new Date('2026-11-24T12:00:00Z')
  const record = (overrides: Partial<KeyRecord> = {}): KeyRecord => ({
    fingerprint: 'abc',
    expiresAt: new Date(now.getTime() + 1000).toISOString(),
    answer: { status: 201, body: { shipments: [7] } },
    ...overrides,
  })

  it('lets a request with an unused key proceed', () => {
    expect(keyVerdict(null, 'abc', now)).toEqual({ kind: 'proceed' })
  })

  it('replays the first answer to the same request', () => {
    expect(keyVerdict(record(), 'abc', now)).toEqual({ kind: 'replay', status: 201, body: { shipments: [7] } })
  })

  it('refuses another request with the same key, answered or not', () => {
    expect(keyVerdict(record(), 'def', now)).toEqual({ kind: 'mismatch' })
    expect(keyVerdict(record({ answer: null }), 'def', now)).toEqual({ kind: 'mismatch' })
  })

  it('says the first is still in flight while it has no answer', () => {
    expect(keyVerdict(record({ answer: null }), 'abc', now)).toEqual({ kind: 'in-flight' })
  })

  it('treats a key past its window as never used', () => {
    const expired = record({ expiresAt: new Date(now.getTime() - 1).toISOString() })
    expect(keyVerdict(expired, 'def', now)).toEqual({ kind: 'proceed' })
    expect(keyVerdict(record({ expiresAt: now.toISOString() }), 'abc', now)).toEqual({ kind: 'proceed' })
  })

  it('keeps answers for 24 hours', () => {
    expect(REPLAY_WINDOW_MS).toBe(86_400_000)
  })
})
