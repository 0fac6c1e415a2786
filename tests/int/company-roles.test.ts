import { beforeAll, describe, expect, it } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { companyWith } from '../support/companies'
import { freshCustomer } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { reviewFixtures } from '../support/review-fixtures'

/**
 * Which members see a project's share key (which pays and approves), and a company always keeping
 * an owner. What each role reads and changes, collection by collection, is the role matrix's
 * (role-matrix.test.ts).
 */

type Session = { token: string; id: number }
const ROLES: CompanyRole[] = ['owner', 'admin', 'finance', 'approver', 'requester', 'viewer']
const members = {} as Record<CompanyRole | 'outsider', Session>
let project: number

beforeAll(async () => {
  const staff = await login('staff-members', DEMO.staff)
  Object.assign(members, (await companyWith(staff.token, 'role', ROLES)).members)
  members.outsider = await freshCustomer(staff.token, 'role-outsider')
  project = (await (await reviewFixtures()).project('awaiting_payment', { customer: members.owner })).id
}, 120_000)

describe("a company's project", () => {
  it('shows its share key only to the roles that make requests', async () => {
    const holders: string[] = []
    for (const who of [...ROLES, 'outsider'] as const) {
      const { body } = await api(`/projects/${project}?depth=0`, { token: members[who].token })
      if (typeof body?.shareKey === 'string' && body.shareKey.length > 0) holders.push(who)
    }
    expect(holders).toEqual(['owner', 'admin', 'approver', 'requester'])
  })
})

describe('a company keeps an owner', () => {
  it('when its two owners are demoted at the same moment, one demotion wins and the other is refused with the reason', async () => {
    const staff = await login('staff-members', DEMO.staff)
    const first = await freshCustomer(staff.token, 'owner-one')
    const second = await freshCustomer(staff.token, 'owner-two')
    const membershipOf = async (customer: Session) =>
      (await api(`/memberships?where[customer][equals]=${customer.id}&depth=0&sort=createdAt`, { token: staff.token })).body.docs[0] as {
        id: number
        company: number
      }
    const firstOwner = await membershipOf(first)
    const joined = await api('/memberships', { token: staff.token, body: { company: firstOwner.company, customer: second.id, role: 'owner' } })
    expect(joined.status).toBe(201)
    const owners = async () =>
      (
        await api(`/memberships?where[company][equals]=${firstOwner.company}&where[role][equals]=owner&depth=0`, { token: staff.token })
      ).body.docs.map((doc: { id: number }) => doc.id)

    const demote = (id: number) => api(`/memberships/${id}`, { method: 'PATCH', token: staff.token, body: { role: 'admin' } })
    const results = await Promise.all([demote(firstOwner.id), demote(joined.body.doc.id)])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect(results.find((result) => result.status === 409)!.body.errors[0].message).toMatch(/at least one owner/)
    const [last] = await owners()
    expect(await owners()).toHaveLength(1)

    // The last owner can be neither demoted nor removed, and nothing changes.
    expect((await api(`/memberships/${last}`, { method: 'PATCH', token: staff.token, body: { role: 'viewer' } })).status).toBe(409)
    expect((await api(`/memberships/${last}`, { method: 'DELETE', token: staff.token })).status).toBe(409)
    expect(await owners()).toEqual([last])
  })
})
