import { describe, expect, it } from 'vitest'

import { emailDomain, isPublicMailDomain, joinDomainProblem } from '@/domain/email-domain'

describe('emailDomain', () => {
  it('is the part after the last @, lower-cased, or nothing', () => {
    expect(emailDomain(' Jane@Acme.com.au ')).toBe('acme.com.au')
    expect(emailDomain('"a@b"@acme.com.au')).toBe('acme.com.au')
    expect(emailDomain('no-at-sign')).toBe('')
    expect(emailDomain('@acme.com.au')).toBe('')
  })
})

describe('joinDomainProblem', () => {
  const owner = { role: 'owner' as const, email: 'jane@acme.com.au' }
  it('lets an owner open the company to their own domain, and close it', () => {
    expect(joinDomainProblem({ ...owner, domain: 'acme.com.au' })).toBeNull()
    expect(joinDomainProblem({ ...owner, domain: null })).toBeNull()
  })

  it('refuses anyone but an owner, another domain, and a public mail provider', () => {
    expect(joinDomainProblem({ ...owner, role: 'admin', domain: 'acme.com.au' })).toMatch(/Only an owner/)
    expect(joinDomainProblem({ ...owner, role: null, domain: null })).toMatch(/Only an owner/)
    expect(joinDomainProblem({ ...owner, domain: 'rival.com.au' })).toMatch(/your own address’s domain, acme\.com\.au/)
    expect(joinDomainProblem({ role: 'owner', email: 'jane@gmail.com', domain: 'gmail.com' })).toMatch(/Anyone can have an address at gmail\.com/)
    expect(isPublicMailDomain('BigPond.com')).toBe(true)
    expect(isPublicMailDomain('acme.com.au')).toBe(false)
  })
})
