import { describe, expect, it } from 'vitest'
import { generateShareKey, shareKeysMatch } from '@/domain/share-key'

describe('generateShareKey', () => {
  it('is 43 base64url characters with no padding (32 bytes)', () => {
    for (let i = 0; i < 50; i++) {
      const key = generateShareKey()
      expect(key).toHaveLength(43)
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(key, 'base64url')).toHaveLength(32)
    }
  })

  it('does not repeat over 1000 keys', () => {
    const keys = new Set(Array.from({ length: 1000 }, generateShareKey))
    expect(keys.size).toBe(1000)
  })
})

describe('shareKeysMatch', () => {
  const key = generateShareKey()

  it('accepts the same key', () => {
    expect(shareKeysMatch(key, key)).toBe(true)
    expect(shareKeysMatch('abc', 'abc')).toBe(true)
  })

  it('rejects a key differing in one character', () => {
    const last = key.at(-1) === 'A' ? 'B' : 'A'
    expect(shareKeysMatch(key, key.slice(0, -1) + last)).toBe(false)
  })

  it('rejects keys of a different length without throwing', () => {
    expect(shareKeysMatch(key, key.slice(0, -1))).toBe(false)
    expect(shareKeysMatch(key, `${key}x`)).toBe(false)
  })

  it('rejects missing keys on either side', () => {
    for (const missing of [null, undefined, '']) {
      expect(shareKeysMatch(missing, key)).toBe(false)
      expect(shareKeysMatch(key, missing)).toBe(false)
      expect(shareKeysMatch(missing, missing)).toBe(false)
    }
  })

  it('compares bytes, so multi-byte text of equal length in characters cannot throw', () => {
    expect(shareKeysMatch('abc', 'ab€')).toBe(false)
  })
})
