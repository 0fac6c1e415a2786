import { describe, expect, it } from 'vitest'

import { PASSWORD_RULES, passwordProblem } from '@/domain/password-rules'

describe('passwordProblem', () => {
  it.each([
    ['short', 'Use at least 8 characters.'],
    ['', 'Use at least 8 characters.'],
    ['x'.repeat(129), 'Use at most 128 characters.'],
    ['pass\u0000word-long', 'Use only characters you can type: no control characters.'],
    ['\u202Edrowssap-long', 'Use only characters you can type: no control characters.'],
  ])('refuses %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message)
  })

  it('accepts eight characters and a long passphrase, spaces included', () => {
    expect(passwordProblem('12345678')).toBeNull()
    expect(passwordProblem('correct horse battery staple')).toBeNull()
    expect(passwordProblem('x'.repeat(128))).toBeNull()
  })

  it('refuses the email address as the password, whatever its case', () => {
    expect(passwordProblem('Jordan@Harbour.example', 'jordan@harbour.example')).toMatch(/not your email/)
    expect(passwordProblem('jordan@harbour.example2', 'jordan@harbour.example')).toBeNull()
  })
})

describe('PASSWORD_RULES', () => {
  const rule = (id: string) => PASSWORD_RULES.find((r) => r.id === id)!

  it('ticks the length rule at eight characters', () => {
    expect(rule('length').passes('1234567')).toBe(false)
    expect(rule('length').passes('12345678')).toBe(true)
  })

  it('ticks "not your email" only for something typed that is not the email', () => {
    expect(rule('not-email').passes('', 'a@b.co')).toBe(true)
    expect(rule('not-email').passes('a@b.co', 'a@b.co')).toBe(false)
    expect(rule('not-email').passes('something-else', 'a@b.co')).toBe(true)
  })
})
