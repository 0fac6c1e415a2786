import { describe, expect, it } from 'vitest'

import { COMPANY_ACTIONS, COMPANY_ROLES, firstCompanyName, roleAllows, roleChangeProblem, rolesAllowed } from '@/domain/company-roles'

describe('what each company role may do', () => {
  it('is this table, role by action', () => {
    const table = Object.fromEntries(COMPANY_ROLES.map((role) => [role, COMPANY_ACTIONS.filter((action) => roleAllows(role, action))]))
    expect(table).toEqual({
      owner: ['read', 'manageSettings', 'manageMembers', 'readSpend', 'pay', 'approve', 'request'],
      admin: ['read', 'manageSettings', 'manageMembers', 'request'],
      finance: ['read', 'readSpend', 'pay', 'approve'],
      approver: ['read', 'approve', 'request'],
      requester: ['read', 'request'],
      viewer: ['read'],
    })
  })

  it('lets every role read and only the owner do everything', () => {
    expect(rolesAllowed('read')).toEqual(COMPANY_ROLES)
    expect(COMPANY_ROLES.filter((role) => COMPANY_ACTIONS.every((action) => roleAllows(role, action)))).toEqual(['owner'])
  })

  it('gives an unknown, missing or differently written role nothing', () => {
    for (const role of ['', 'Owner', 'superuser', null, undefined, 3, { role: 'owner' }]) {
      expect(COMPANY_ACTIONS.some((action) => roleAllows(role, action))).toBe(false)
    }
  })

  it('lists the roles that may take an action, for a database filter', () => {
    expect(rolesAllowed('pay')).toEqual(['owner', 'finance'])
    expect(rolesAllowed('manageMembers')).toEqual(['owner', 'admin'])
  })
})

describe('a role change', () => {
  const members = [
    { id: 1, role: 'owner' as const },
    { id: 2, role: 'admin' as const },
  ]

  it('is refused when it would leave the company without an owner, by demotion or removal', () => {
    expect(roleChangeProblem(members, 1, 'admin')).toMatch(/at least one owner/)
    expect(roleChangeProblem(members, '1', null)).toMatch(/at least one owner/)
  })

  it('is allowed while another owner remains, or when it makes an owner', () => {
    expect(roleChangeProblem([...members, { id: 3, role: 'owner' }], 1, 'viewer')).toBeNull()
    expect(roleChangeProblem(members, 2, 'owner')).toBeNull()
    expect(roleChangeProblem(members, 2, null)).toBeNull()
  })
})

describe("a customer's first company", () => {
  it('is named after the company they gave, else their name, else their email', () => {
    expect(firstCompanyName({ company: ' Acme Pty Ltd ', fullName: 'Ann Lee', email: 'ann@acme.example' })).toBe('Acme Pty Ltd')
    expect(firstCompanyName({ company: '  ', fullName: 'Ann Lee', email: 'ann@acme.example' })).toBe('Ann Lee')
    expect(firstCompanyName({ company: null, fullName: null, email: 'ann@acme.example' })).toBe('ann@acme.example')
  })
})
