import { describe, expect, it } from 'vitest'

import { staffPasswordProblem } from '@/domain/staff-password'

describe('staffPasswordProblem', () => {
  const demo = ['demo-admin-2026', 'demo-customer-2026']

  it('takes a long password of the operator’s own', () => {
    expect(staffPasswordProblem('correct horse battery', demo)).toBeNull()
  })

  it('refuses a password shorter than twelve characters', () => {
    expect(staffPasswordProblem('short-pass1', demo)).toBe('The password must be at least 12 characters long.')
  })

  it('refuses every demo password however long', () => {
    for (const password of demo) expect(staffPasswordProblem(password, demo)).toMatch(/demo password/)
  })
})
