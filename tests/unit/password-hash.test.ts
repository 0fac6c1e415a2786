import { pbkdf2Sync } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { passwordMatches } from '@/domain/password-hash'

// Payload's two stored formats, made the way Payload makes them.
const current = (password: string, salt: string) => ({
  salt,
  hash: `pbkdf2-sha256-v1:${pbkdf2Sync(password, salt, 600_000, 32, 'sha256').toString('hex')}`,
})
const legacy = (password: string, salt: string) => ({ salt, hash: pbkdf2Sync(password, salt, 25_000, 512, 'sha256').toString('hex') })

describe('passwordMatches', () => {
  it('recognises the password a current hash was made from, and no other', async () => {
    const stored = current('demo-admin-2026', 'a1b2c3')
    expect(await passwordMatches('demo-admin-2026', stored)).toBe(true)
    expect(await passwordMatches('demo-admin-2027', stored)).toBe(false)
  })

  it('reads the older format Payload still accepts', async () => {
    const stored = legacy('demo-customer-2026', 'ffee')
    expect(await passwordMatches('demo-customer-2026', stored)).toBe(true)
    expect(await passwordMatches('demo-admin-2026', stored)).toBe(false)
  })

  it('says no to a hash of the wrong length rather than failing', async () => {
    expect(await passwordMatches('demo-admin-2026', { salt: 'aa', hash: 'pbkdf2-sha256-v1:abcd' })).toBe(false)
  })
})
