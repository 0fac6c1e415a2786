import { beforeAll, describe, expect, it } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { addMember, companyWith, type Member } from '../support/companies'
import { freshCustomer } from '../support/customers'
import { api, baseURL, DEMO, login } from '../support/http'
import { callServerAction } from '../support/server-action'

/**
 * The Members page and the rules behind it: owners and admins change roles and remove members,
 * only an owner touches an owner, anyone may leave, and a removed member loses the company's
 * documents on their very next request. The same rules by the page's server actions and by REST.
 */

const ROLES: CompanyRole[] = ['owner', 'admin', 'finance', 'approver', 'requester', 'viewer']
const ACTIONS = {
  change: { file: 'src/features/dashboard/member-actions.ts', name: 'changeMemberRoleAction' },
  remove: { file: 'src/features/dashboard/member-actions.ts', name: 'removeMemberAction' },
}

let staff: string
// Every member but the owner joined the company after their own: the page names it in the cookie.
const inCompany = () => `; company=${company}`
let company: number
let members: Record<CompanyRole, Member>
let outsider: Member
const membershipOf = {} as Record<CompanyRole, number>

const cookieOf = (member: Member) => `payload-token=${member.token}${inCompany()}`
const act = (action: keyof typeof ACTIONS, member: Member, input: unknown) =>
  callServerAction<{ ok: boolean; message?: string }>('/dashboard/members', ACTIONS[action], [input], { cookie: cookieOf(member) })
const roleOf = async (membership: number) => (await api(`/memberships/${membership}?depth=0`, { token: staff })).body.role as string | undefined
const patchRole = (member: Member, membership: number, role: string) =>
  api(`/memberships/${membership}`, { method: 'PATCH', token: member.token, body: { role } })

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  ;({ company, members } = await companyWith(staff, 'members', ROLES))
  outsider = await freshCustomer(staff, 'members-outsider')
  const { docs } = (await api(`/memberships?where[company][equals]=${company}&depth=0&limit=20`, { token: staff })).body
  for (const role of ROLES) membershipOf[role] = docs.find((doc: { customer: number }) => doc.customer === members[role].id).id
}, 120_000)

describe('the Members page', () => {
  it('lists every member with their role for any member, and nothing for anyone else', async () => {
    const page = async (member: Member) =>
      (await fetch(`${baseURL()}/dashboard/members`, { headers: { cookie: cookieOf(member), 'sec-fetch-site': 'same-origin' } })).text()
    const seen = await page(members.viewer)
    for (const role of ROLES) expect(seen.includes(members[role].email), role).toBe(true)
    expect(seen.includes('6 members')).toBe(true)
    const outside = await page(outsider)
    expect(ROLES.some((role) => outside.includes(members[role].email))).toBe(false)
  })
})

describe("changing a member's role", () => {
  it('is refused to every role but owner and admin, by REST and by the page, and changes nothing', async () => {
    for (const role of ['finance', 'approver', 'requester', 'viewer'] as const) {
      expect((await patchRole(members[role], membershipOf.viewer, 'requester')).status, role).toBe(403)
      const { result } = await act('change', members[role], { membership: membershipOf.viewer, role: 'requester' })
      expect(result.ok, role).toBe(false)
    }
    expect([403, 404]).toContain((await patchRole(outsider, membershipOf.viewer, 'requester')).status)
    expect(await roleOf(membershipOf.viewer)).toBe('viewer')
  })

  it('leaves owners to owners: an admin can neither demote an owner nor make one', async () => {
    const demote = await patchRole(members.admin, membershipOf.owner, 'viewer')
    expect(demote.status).toBe(409)
    expect(JSON.stringify(demote.body)).toMatch(/Only an owner/)
    const { result } = await act('change', members.admin, { membership: membershipOf.finance, role: 'owner' })
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/Only an owner/) })
    expect([await roleOf(membershipOf.owner), await roleOf(membershipOf.finance)]).toEqual(['owner', 'finance'])
  })

  it('is made by an admin within their role, and by the owner for any role', async () => {
    expect((await act('change', members.admin, { membership: membershipOf.viewer, role: 'approver' })).result.ok).toBe(true)
    expect(await roleOf(membershipOf.viewer)).toBe('approver')
    expect((await patchRole(members.owner, membershipOf.viewer, 'viewer')).status).toBe(200)
    expect(await roleOf(membershipOf.viewer)).toBe('viewer')
  })

  it('refuses a role that does not exist, with a plain answer and nothing written', async () => {
    const { result } = await act('change', members.owner, { membership: membershipOf.viewer, role: 'superuser' })
    expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/not understood/) })
    expect((await patchRole(members.owner, membershipOf.viewer, 'superuser')).status).toBe(400)
    expect(await roleOf(membershipOf.viewer)).toBe('viewer')
  })
})

describe('removing a member', () => {
  it('takes the company away from them on their very next request', async () => {
    const extra = await freshCustomer(staff, 'members-removed')
    const membership = await addMember(staff, company, extra, 'requester')
    const project = await api('/projects', { token: staff, body: { name: `Members ${Date.now()}`, customer: members.owner.id } })
    expect((await api(`/projects/${project.body.doc.id}?depth=0`, { token: extra.token })).status).toBe(200)
    expect((await act('remove', members.admin, { membership })).result.ok).toBe(true)
    expect((await api(`/projects/${project.body.doc.id}?depth=0`, { token: extra.token })).status).toBe(404)
  })

  it('is refused to a requester, and for the last owner even when they leave themselves', async () => {
    expect([403, 404]).toContain((await api(`/memberships/${membershipOf.viewer}`, { method: 'DELETE', token: members.requester.token })).status)
    const lastOwner = await act('remove', members.owner, { membership: membershipOf.owner })
    expect(lastOwner.result).toMatchObject({ ok: false, message: expect.stringMatching(/at least one owner/) })
    expect(await roleOf(membershipOf.viewer)).toBe('viewer')
    expect(await roleOf(membershipOf.owner)).toBe('owner')
  })

  it('lets any member leave', async () => {
    expect((await act('remove', members.requester, { membership: membershipOf.requester })).result.ok).toBe(true)
    expect(await roleOf(membershipOf.requester)).toBeUndefined()
  })
})
