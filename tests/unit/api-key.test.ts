import { describe, expect, it } from 'vitest'

import { addressAllowed, apiKeyHash, apiKeyState, bearerKey, isApiKey, newApiKey, parseAllowList, scopesAllow } from '@/domain/api-key'

describe('a new API key', () => {
  it('is a prefixed secret, different every time, kept only as its hash and the start that tells it apart', () => {
    const first = newApiKey()
    const second = newApiKey()
    expect(first.key).toMatch(/^swk_[A-Za-z0-9_-]{43}$/)
    expect(first.key).not.toBe(second.key)
    expect(first.hash).toBe(apiKeyHash(first.key))
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(first.hash).not.toContain(first.key.slice(4))
    expect(first.start).toBe(first.key.slice(0, 10))
    expect(isApiKey(first.key)).toBe(true)
  })
})

describe('the key a request carries', () => {
  const { key } = newApiKey()

  it('is read from a Bearer header, whatever the scheme’s case', () => {
    expect(bearerKey(`Bearer ${key}`)).toBe(key)
    expect(bearerKey(`bearer  ${key} `)).toBe(key)
  })

  it('is none for other schemes, other tokens or no header', () => {
    expect(bearerKey(`JWT ${key}`)).toBeNull()
    expect(bearerKey('Bearer eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBeNull()
    expect(bearerKey(`Bearer ${key}x`)).toBeNull()
    expect(bearerKey(`Bearer ${key} ${key}`)).toBeNull()
    expect(bearerKey('')).toBeNull()
    expect(bearerKey(undefined)).toBeNull()
  })
})

describe('a key’s state and scopes', () => {
  const now = new Date('2026-11-30T00:00:00Z')

  it('is active until revoked or past its expiry', () => {
    expect(apiKeyState({}, now)).toBe('active')
    expect(apiKeyState({ expiresAt: '2026-12-01T00:00:00Z' }, now)).toBe('active')
    expect(apiKeyState({ expiresAt: '2026-11-30T00:00:00Z' }, now)).toBe('expired')
    expect(apiKeyState({ expiresAt: '2026-12-01T00:00:00Z', revokedAt: '2026-11-29T00:00:00Z' }, now)).toBe('revoked')
  })

  it('does only what its scopes name: a write scope does not imply another', () => {
    expect(scopesAllow(['read'], 'read')).toBe(true)
    expect(scopesAllow(['read'], 'shipments:write')).toBe(false)
    expect(scopesAllow(['shipments:write'], 'recipients:write')).toBe(false)
    expect(scopesAllow([], 'read')).toBe(false)
  })
})

describe('a key’s allow-list', () => {
  it('takes addresses and ranges, by line or comma, without repeats', () => {
    expect(parseAllowList(' 203.0.113.5\n198.51.100.0/24, 2001:db8::/32 ,203.0.113.5\n\n')).toEqual({
      ok: true,
      entries: ['203.0.113.5', '198.51.100.0/24', '2001:db8::/32'],
    })
    expect(parseAllowList('')).toEqual({ ok: true, entries: [] })
  })

  it('names every entry that is not an address or a range', () => {
    const parsed = parseAllowList('203.0.113.5\nexample.com\n10.0.0.0/33\n10.0.0.0/8/1\n::1/129')
    expect(parsed).toEqual({
      ok: false,
      problems: ['"example.com"', '"10.0.0.0/33"', '"10.0.0.0/8/1"', '"::1/129"'].map(
        (entry) => `${entry} is not an IP address or a range such as 203.0.113.0/24.`,
      ),
    })
  })

  it('is at most 20 entries long', () => {
    const parsed = parseAllowList(Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`).join('\n'))
    expect(parsed).toEqual({ ok: false, problems: ['A key allows at most 20 addresses or ranges.'] })
  })

  it('lets in only the addresses it names, IPv4 as a dual-stack server reports it too; an empty list lets in any', () => {
    const entries = ['203.0.113.5', '198.51.100.0/24', '2001:db8::/32']
    expect(addressAllowed(entries, '203.0.113.5')).toBe(true)
    expect(addressAllowed(entries, '::ffff:203.0.113.5')).toBe(true)
    expect(addressAllowed(entries, '198.51.100.200')).toBe(true)
    expect(addressAllowed(entries, '2001:db8::42')).toBe(true)
    expect(addressAllowed(entries, '203.0.113.6')).toBe(false)
    expect(addressAllowed(entries, '2001:db9::1')).toBe(false)
    expect(addressAllowed(entries, 'unknown')).toBe(false)
    expect(addressAllowed([], 'unknown')).toBe(true)
  })
})
