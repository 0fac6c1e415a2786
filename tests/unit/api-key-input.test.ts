import { describe, expect, it } from 'vitest'

import { apiKeyInputProblem, newApiKeySchema } from '@/domain/api-key-input'

const now = new Date('2026-11-30T10:00:00Z')
const read = (input: unknown) => {
  const parsed = newApiKeySchema(now).safeParse(input)
  return parsed.success ? { ok: true as const, value: parsed.data } : { ok: false as const, ...apiKeyInputProblem(parsed.error) }
}

describe('a new API key as the form sends it', () => {
  it('reads a name, scopes, a last day to its end in UTC, and an allow-list as its entries', () => {
    expect(read({ name: '  HR system ', scopes: ['read', 'recipients:write'], expiresOn: '2027-06-30', allowedAddresses: '203.0.113.5\n' })).toEqual({
      ok: true,
      value: { name: 'HR system', scopes: ['read', 'recipients:write'], expiresOn: '2027-06-30T23:59:59.999Z', allowedAddresses: ['203.0.113.5'] },
    })
  })

  it('takes no last day and no allow-list as a key that works until revoked, from anywhere', () => {
    expect(read({ name: 'CRM', scopes: ['read'], expiresOn: '', allowedAddresses: '' })).toEqual({
      ok: true,
      value: { name: 'CRM', scopes: ['read'], expiresOn: null, allowedAddresses: [] },
    })
    expect(read({ name: 'CRM', scopes: ['read'] })).toMatchObject({ ok: true, value: { expiresOn: null, allowedAddresses: [] } })
  })

  it('takes today as a last day, not yesterday, and at most two years ahead', () => {
    expect(read({ name: 'A', scopes: ['read'], expiresOn: '2026-11-30' })).toMatchObject({ ok: true })
    expect(read({ name: 'A', scopes: ['read'], expiresOn: '2026-11-29' })).toEqual({
      ok: false,
      field: 'expiresOn',
      message: 'The last day can’t be in the past.',
    })
    expect(read({ name: 'A', scopes: ['read'], expiresOn: '2028-11-28' })).toMatchObject({ ok: true })
    expect(read({ name: 'A', scopes: ['read'], expiresOn: '2028-12-31' })).toEqual({
      ok: false,
      field: 'expiresOn',
      message: 'A key lives at most 2 years: choose an earlier last day.',
    })
    expect(read({ name: 'A', scopes: ['read'], expiresOn: '2027-02-30' })).toMatchObject({ ok: false, field: 'expiresOn' })
  })

  it('names the field of the first problem, in plain words', () => {
    expect(read({ name: '', scopes: ['read'] })).toEqual({
      ok: false,
      field: 'name',
      message: 'Give the key a name, such as the system that will use it.',
    })
    expect(read({ name: 'A', scopes: [] })).toEqual({ ok: false, field: 'scopes', message: 'Choose at least one thing the key may do.' })
    expect(read({ name: 'A', scopes: ['everything'] })).toEqual({ ok: false, field: 'scopes', message: 'Choose what the key may do from the list.' })
    expect(read({ name: 'A', scopes: ['read'], allowedAddresses: 'intranet' })).toEqual({
      ok: false,
      field: 'allowedAddresses',
      message: '"intranet" is not an IP address or a range such as 203.0.113.0/24.',
    })
    expect(read(null)).toEqual({ ok: false, field: 'form', message: 'That key could not be read. Reload the page and try again.' })
  })
})
