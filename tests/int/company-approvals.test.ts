import { beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { shippingCompany, type Member, type ShippingCompany } from '../support/companies'
import { api, DEMO, login } from '../support/http'
import { rowsOf } from '../support/raw-sql'
import { callServerAction } from '../support/server-action'

/**
 * Requests held for approval: a shipment over its member's budget waits; a member whose role
 * approves (never the one who asked) books it, over the budget, or declines it; one decision
 * stands however many race, a cancel and an approval at the same moment leave the ledger whole,
 * a role lost a moment ago decides nothing, and every decision is audited with the role held.
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'finance', 'approver', 'requester', 'viewer']
const DECIDE = { file: 'src/features/dashboard/approval-actions.ts', name: 'decideApprovalAction' }

let staff: string
let company: number
let members: Record<CompanyRole, Member>
let inCompany: ShippingCompany['inCompany']
let requestShipment: ShippingCompany['requestShipment']
let available: ShippingCompany['available']

const decide = (member: Member, approval: number, decision: 'approve' | 'decline') =>
  api(`/approvals/${approval}/${decision}`, { ...inCompany(member), method: 'POST' })
const shipmentStatus = async (id: number) => (await api(`/shipments/${id}?depth=0`, { token: staff })).body.status as string
const entriesOf = async (shipment: number) =>
  (await rowsOf(`SELECT kind, amount FROM budget_entries WHERE shipment_id = ${shipment} ORDER BY id`)).map((row) => ({
    kind: String(row.kind),
    amount: Number(row.amount),
  }))

/** A shipment the requester asks for that goes over their spent budget: its id and its approval's. */
const heldRequest = async () => {
  const answer = await requestShipment(members.requester)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const [held] = answer.body.held as { id: number }[]
  expect(held, 'the request is held').toBeDefined()
  const [approval] = await rowsOf(`SELECT id, status FROM approvals WHERE shipment_id = ${held!.id}`)
  expect(approval!.status).toBe('pending')
  return { shipment: held!.id, approval: Number(approval!.id) }
}

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  ;({ company, members, inCompany, requestShipment, available } = await shippingCompany(staff, 'approvals', ROLES, 100))
  // A $0 budget: every request of the requester waits for approval.
  const budget = await api('/budgets', {
    ...inCompany(members.finance),
    body: { scope: 'member', member: members.requester.id, period: 'monthly', resetDay: 1, spendLimit: 0 },
  })
  expect(budget.status, JSON.stringify(budget.body)).toBe(201)
}, 120_000)

describe(`deciding held requests (${database})`, () => {
  it('is for approvers other than the one who asked; approving books the shipment over budget, and is audited with the role', async () => {
    const { shipment, approval } = await heldRequest()
    const own = await decide(members.requester, approval, 'approve')
    expect(own.status).toBe(403)
    expect(own.body.message).toMatch(/^Your role in .* does not let you approve requests\./)
    expect((await decide(members.viewer, approval, 'approve')).status).toBe(403)
    const outsider = await login('customers', DEMO.customerB)
    expect((await decide({ ...members.viewer, ...outsider }, approval, 'approve')).status).toBe(404)
    expect(await shipmentStatus(shipment)).toBe('held')

    const seen = (await api(`/approvals?where[company][equals]=${company}&depth=0`, inCompany(members.requester))).body.docs
    expect(seen.map((doc: { id: number }) => doc.id)).toContain(approval)
    expect((await api(`/approvals/${approval}`, inCompany(members.viewer))).status).toBe(404)

    const approved = await decide(members.finance, approval, 'approve')
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body).toEqual({ status: 'approved' })
    expect(await shipmentStatus(shipment)).toBe('requested')
    expect(await entriesOf(shipment)).toEqual([{ kind: 'reserve', amount: 3000 }])
    const [audit] = await rowsOf(`SELECT summary, customer_id FROM audit_log WHERE collection_slug = 'approvals' AND document_id = '${approval}'`)
    expect(audit!.summary).toBe(`Shipment #${shipment} ($30.00): approved by Casey Jones as Finance`)
    expect(Number(audit!.customer_id)).toBe(members.finance.id)
  })

  it('lets one decision stand however many race, and a declined request returns its stock and reserves nothing', async () => {
    const { shipment, approval } = await heldRequest()
    const before = await available()
    const answers = await Promise.all([
      decide(members.approver, approval, 'decline'),
      decide(members.finance, approval, 'approve'),
      decide(members.owner, approval, 'decline'),
    ])
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409)
      expect(answer.body.message).toMatch(/already been (approved|declined)/)
    }
    const [decided] = await rowsOf(`SELECT status FROM approvals WHERE id = ${approval}`)
    const declined = decided!.status === 'declined'
    expect(await shipmentStatus(shipment)).toBe(declined ? 'cancelled' : 'requested')
    expect(await available()).toBe(declined ? before + 1 : before)
    expect(await entriesOf(shipment)).toEqual(declined ? [] : [{ kind: 'reserve', amount: 3000 }])
  })

  it('keeps the ledger whole when the request is cancelled as it is approved', async () => {
    const { shipment, approval } = await heldRequest()
    const [cancel, approve] = await Promise.all([
      api(`/shipments/${shipment}`, { ...inCompany(members.requester), method: 'PATCH', body: { status: 'cancelled' } }),
      decide(members.approver, approval, 'approve'),
    ])
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200)
    expect(await shipmentStatus(shipment)).toBe('cancelled')
    const entries = await entriesOf(shipment)
    if (approve.status === 200) {
      // Approved first: booked, then cancelled, so reserved and released once.
      expect(entries).toEqual([
        { kind: 'reserve', amount: 3000 },
        { kind: 'release', amount: -3000 },
      ])
    } else {
      expect(approve.status).toBe(409)
      expect(approve.body.message).toMatch(/was cancelled/)
      expect(entries).toEqual([])
    }
  })

  it('refuses an approver whose role was lowered a moment ago, and works from the Approvals page', async () => {
    const { shipment, approval } = await heldRequest()
    const [membership] = await rowsOf(`SELECT id FROM memberships WHERE company_id = ${company} AND customer_id = ${members.approver.id}`)
    expect((await api(`/memberships/${membership!.id}`, { ...inCompany(members.owner), method: 'PATCH', body: { role: 'viewer' } })).status).toBe(200)
    const lost = await decide(members.approver, approval, 'approve')
    expect(lost.status).toBe(403)
    expect(await shipmentStatus(shipment)).toBe('held')
    await api(`/memberships/${membership!.id}`, { ...inCompany(members.owner), method: 'PATCH', body: { role: 'approver' } })

    const page = await callServerAction('/dashboard/approvals', DECIDE, [{ approval, decision: 'decline' }], {
      cookie: `payload-token=${members.owner.token}; company=${company}`,
    })
    expect(page.result).toEqual({ ok: true, status: 'declined' })
    expect(await shipmentStatus(shipment)).toBe('cancelled')
    const bad = await callServerAction('/dashboard/approvals', DECIDE, [{ approval, decision: 'maybe' }], {
      cookie: `payload-token=${members.owner.token}; company=${company}`,
    })
    expect(bad.result).toMatchObject({ ok: false, status: 400 })
  })
})
