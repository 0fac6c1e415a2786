import { beforeAll, describe, expect, it } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { companyWith } from '../support/companies'
import { freshCustomer, stockFor } from '../support/customers'
import { api, DEMO, graphql, login } from '../support/http'
import { reviewFixtures, reviewPath } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

/**
 * One company with a member in every role, and a customer of another company: who reads, who
 * changes and who sees the share key of the company's documents, over REST and GraphQL. The
 * owner's documents are made as the app makes them (staff's proposal, an invoice asked for on the
 * payment page, stock received, an address the owner adds).
 */

type Session = { token: string; id: number }
const ROLES: CompanyRole[] = ['owner', 'admin', 'finance', 'approver', 'requester', 'viewer']
const members = {} as Record<CompanyRole | 'outsider', Session>
const docs = {} as Record<'projects' | 'line-items' | 'invoices' | 'inventory-items' | 'inventory-adjustments' | 'recipients', number>

const GRAPHQL_NAMES: Record<keyof typeof docs, string> = {
  projects: 'Project',
  'line-items': 'LineItem',
  invoices: 'Invoice',
  'inventory-items': 'InventoryItem',
  'inventory-adjustments': 'InventoryAdjustment',
  recipients: 'Recipient',
}

beforeAll(async () => {
  const staff = await login('staff-members', DEMO.staff)
  Object.assign(members, (await companyWith(staff.token, 'role', ROLES)).members)
  members.outsider = await freshCustomer(staff.token, 'role-outsider')

  const fixtures = await reviewFixtures()
  const project = await fixtures.project('awaiting_payment', { customer: members.owner })
  await callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.invoice, [
    String(project.id),
    project.shareKey,
    'finance@example.com',
  ])
  const invoice = await api(`/invoices?where[project][equals]=${project.id}&depth=0`, { token: staff.token })
  const item = await stockFor(staff.token, members.owner, 4)
  const adjustment = await api(`/inventory-adjustments?where[inventoryItem][equals]=${item}&depth=0`, { token: staff.token })
  const recipient = await api('/recipients', {
    token: members.owner.token,
    body: { fullName: 'Rory Roles', address1: '2 Role Street', suburb: 'Hobart', state: 'TAS', postcode: '7000', country: 'AU' },
  })
  Object.assign(docs, {
    projects: project.id,
    'line-items': project.lineIds[0],
    invoices: invoice.body.docs[0].id,
    'inventory-items': item,
    'inventory-adjustments': adjustment.body.docs[0].id,
    recipients: recipient.body.doc.id,
  })
}, 120_000)

const everyone = [...ROLES, 'outsider'] as const

describe("a company's documents, by the role its members hold", () => {
  it('are read by every member, invoices only by the owner and finance, and by no one outside; REST and GraphQL agree', async () => {
    const seen: Record<string, string[]> = {}
    for (const [slug, id] of Object.entries(docs) as [keyof typeof docs, number][]) {
      for (const who of everyone) {
        const rest = (await api(`/${slug}/${id}?depth=0`, { token: members[who].token })).status === 200
        const one = GRAPHQL_NAMES[slug]
        const gql =
          (await graphql<Record<string, { id: number } | null>>(`{ ${one}(id: ${id}) { id } }`, {}, members[who].token)).body.data?.[one]?.id === id
        expect(gql, `${who} on ${slug}: GraphQL and REST disagree`).toBe(rest)
        if (rest) (seen[slug] ??= []).push(who)
      }
    }
    expect(seen).toEqual({
      projects: ROLES,
      'line-items': ROLES,
      invoices: ['owner', 'finance'],
      'inventory-items': ROLES,
      'inventory-adjustments': ROLES,
      recipients: ROLES,
    })
  })

  it('are changed only by the roles that make requests (owner, admin, approver, requester)', async () => {
    const changers: Record<string, string[]> = {}
    for (const [slug, field] of [
      ['recipients', 'fullName'],
      ['inventory-items', 'title'],
    ] as const) {
      const current = (await api(`/${slug}/${docs[slug]}?depth=0`, { token: members.owner.token })).body[field]
      for (const who of everyone) {
        const response = await api(`/${slug}/${docs[slug]}`, { method: 'PATCH', token: members[who].token, body: { [field]: current } })
        expect([200, 403, 404], `${who} on ${slug}`).toContain(response.status)
        if (response.status === 200) (changers[slug] ??= []).push(who)
      }
    }
    expect(changers).toEqual({
      recipients: ['owner', 'admin', 'approver', 'requester'],
      'inventory-items': ['owner', 'admin', 'approver', 'requester'],
    })
  })

  it('and the company itself is renamed only by its owner and admins', async () => {
    const company = (await api(`/memberships?where[customer][equals]=${members.owner.id}&depth=0`, { token: members.owner.token })).body.docs[0]
      .company
    const { name } = (await api(`/companies/${company}?depth=0`, { token: members.owner.token })).body
    const renamers: string[] = []
    for (const who of everyone) {
      const response = await api(`/companies/${company}`, { method: 'PATCH', token: members[who].token, body: { name } })
      expect([200, 403, 404], who).toContain(response.status)
      if (response.status === 200) renamers.push(who)
    }
    expect(renamers).toEqual(['owner', 'admin'])
  })

  it("show a project's share key (which pays and approves) only to the roles that make requests", async () => {
    const holders: string[] = []
    for (const who of everyone) {
      const { body } = await api(`/projects/${docs.projects}?depth=0`, { token: members[who].token })
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
