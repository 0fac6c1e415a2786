import { describe, expect, it } from 'vitest'

import {
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  firstCompanyName,
  memberChangeProblem,
  roleAllows,
  roleChangeProblem,
  rolesAllowed,
} from '@/domain/company-roles'

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

describe("changing a member's role or removing them", () => {
  const change = (actor: (typeof COMPANY_ROLES)[number] | null, target: (typeof COMPANY_ROLES)[number], to: (typeof COMPANY_ROLES)[number] | null) =>
    memberChangeProblem({ actor, target, to, ownMembership: false })

  it('is for owners and admins only', () => {
    for (const actor of COMPANY_ROLES) {
      expect(change(actor, 'viewer', 'requester') === null, actor).toBe(actor === 'owner' || actor === 'admin')
      expect(change(actor, 'requester', null) === null, actor).toBe(actor === 'owner' || actor === 'admin')
    }
    expect(change(null, 'viewer', 'requester')).toMatch(/owners and admins/)
  })

  it('leaves owners to owners: an admin neither changes, removes nor makes one', () => {
    expect(change('admin', 'owner', 'admin')).toMatch(/Only an owner/)
    expect(change('admin', 'owner', null)).toMatch(/Only an owner/)
    expect(change('admin', 'finance', 'owner')).toMatch(/Only an owner/)
    expect(change('owner', 'owner', 'admin')).toBeNull()
    expect(change('owner', 'finance', 'owner')).toBeNull()
  })

  it('lets anyone leave, but not promote themselves', () => {
    for (const role of COMPANY_ROLES) expect(memberChangeProblem({ actor: role, target: role, to: null, ownMembership: true })).toBeNull()
    expect(memberChangeProblem({ actor: 'admin', target: 'admin', to: 'owner', ownMembership: true })).toMatch(/Only an owner/)
    expect(memberChangeProblem({ actor: 'viewer', target: 'viewer', to: 'admin', ownMembership: true })).toMatch(/owners and admins/)
  })
})

describe("a customer's first company", () => {
  it('is named after the company they gave, else their name, else their email', () => {
    expect(firstCompanyName({ company: ' Acme Pty Ltd ', fullName: 'Ann Lee', email: 'ann@acme.example' })).toBe('Acme Pty Ltd')
    expect(firstCompanyName({ company: '  ', fullName: 'Ann Lee', email: 'ann@acme.example' })).toBe('Ann Lee')
    expect(firstCompanyName({ company: null, fullName: null, email: 'ann@acme.example' })).toBe('ann@acme.example')
  })
})
