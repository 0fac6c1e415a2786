import { beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { shippingCompany, type Member, type ShippingCompany } from '../support/companies'
import { api, baseURL, DEMO, emailsTo, login, request } from '../support/http'
import { rowsOf } from '../support/raw-sql'
import { callServerAction } from '../support/server-action'

/**
 * Requests held for approval: a shipment over its member's budget, or meeting one of the company's
 * approval rules, waits; members whose roles the chain names (never the one who asked) decide it
 * step by step, from the dashboard, REST or an emailed link, and book it (over the budget) or
 * decline it; one decision stands however many race, a cancel and an approval at the same moment
 * leave the ledger whole, a role lost a moment ago decides nothing, a chain is decided only in
 * order, and every step is audited with the role held.
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'finance', 'approver', 'requester', 'viewer']
const DECIDE = { file: 'src/features/dashboard/approval-actions.ts', name: 'decideApprovalAction' }
const DECIDE_BY_LINK = { file: 'src/features/approvals/approval-link-actions.ts', name: 'decideByLinkAction' }

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

/** A shipment `member` (the requester unless named) asks for that is held: its id and its approval's. */
const heldRequest = async (member: Member = members.requester) => {
  const answer = await requestShipment(member)
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const [held] = answer.body.held as { id: number }[]
  expect(held, 'the request is held').toBeDefined()
  const [approval] = await rowsOf(`SELECT id, status FROM approvals WHERE shipment_id = ${held!.id}`)
  expect(approval!.status).toBe('pending')
  return { shipment: held!.id, approval: Number(approval!.id) }
}

/** The approval email to `member` about a shipment (about its `step`, when given). */
const approvalEmailTo = async (member: Member, shipment: number, step?: string) => {
  const about = (email: { subject: string; text: string }) => email.subject.includes(`Shipment #${shipment} `) && (!step || email.text.includes(step))
  const email = (await emailsTo(staff, member.email, about)).find(about)
  expect(email, `an approval email to ${member.email}`).toBeDefined()
  return email!
}

const linkIn = (email: { text: string }, decision: 'approve' | 'decline') => {
  const link = email.text.match(new RegExp(`https?://\\S+/approvals/decide\\?token=[\\w.-]+&decision=${decision}`))?.[0]
  expect(link, email.text).toBeDefined()
  return link!
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!

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
    expect(approved.body).toEqual({ status: 'approved', waitingFor: null })
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
      expect(approve.body.message).toMatch(/was withdrawn/)
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
    expect(page.result).toEqual({ ok: true, status: 'declined', waitingFor: null })
    expect(await shipmentStatus(shipment)).toBe('cancelled')
    const bad = await callServerAction('/dashboard/approvals', DECIDE, [{ approval, decision: 'maybe' }], {
      cookie: `payload-token=${members.owner.token}; company=${company}`,
    })
    expect(bad.result).toMatchObject({ ok: false, status: 400 })
  })

  it('emails each member who may decide a signed link, which opens the request and decides nothing until clicked', async () => {
    const { shipment, approval } = await heldRequest()
    const email = await approvalEmailTo(members.approver, shipment)
    expect(email.subject).toBe(`Casey Jones asks you to approve Shipment #${shipment} ($30.00)`)
    const link = linkIn(email, 'approve')
    const page = await request(link.replace(baseURL(), ''))
    expect(page.status).toBe(200)
    expect(page.body).toContain(`Shipment #${shipment} waits for your decision`)
    expect(await shipmentStatus(shipment)).toBe('held')

    const forged = await callServerAction('/approvals/decide', DECIDE_BY_LINK, [{ token: `${tokenOf(link)}x`, decision: 'approve' }])
    expect(forged.result).toMatchObject({ ok: false, status: 404 })
    const decided = await callServerAction('/approvals/decide', DECIDE_BY_LINK, [{ token: tokenOf(link), decision: 'decline' }])
    expect(decided.result).toEqual({ ok: true, status: 'declined', waitingFor: null })
    expect(await shipmentStatus(shipment)).toBe('cancelled')
    const again = await callServerAction('/approvals/decide', DECIDE_BY_LINK, [{ token: tokenOf(link), decision: 'approve' }])
    expect(again.result).toMatchObject({ ok: false, status: 409, message: 'This request has already been declined.' })
    expect((await request(link.replace(baseURL(), ''))).body).toContain('This request is declined')
    const [audit] = await rowsOf(`SELECT summary FROM audit_log WHERE collection_slug = 'approvals' AND document_id = '${approval}'`)
    expect(audit!.summary).toMatch(/: declined by .* as Approver$/)
  })

  it('holds what an approval rule names, within budget, for its chain in order: no skipping, no one deciding two steps', async () => {
    const refused = await api('/approval-rules', {
      ...inCompany(members.finance),
      body: { over: 2500, askedBy: ['approver'], steps: ['approver', 'finance'] },
    })
    expect(refused.status).toBe(403)
    const bad = await api('/approval-rules', { ...inCompany(members.owner), body: { over: 2500, askedBy: [], steps: ['requester'] } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].message).toMatch(/owner, finance or an approver/)
    const rule = await api('/approval-rules', {
      ...inCompany(members.owner),
      body: { over: 2500, askedBy: ['approver'], steps: ['approver', 'finance'] },
    })
    expect(rule.status, JSON.stringify(rule.body)).toBe(201)
    expect(rule.body.doc.name).toBe('A request over $25.00 by an approver needs an approver, then finance')
    expect(Number((await rowsOf(`SELECT count(*) AS n FROM approval_rules WHERE company_id = ${company}`))[0]!.n)).toBe(1)

    // The approver has no budget: only the rule holds their $30 request.
    const { shipment, approval } = await heldRequest(members.approver)
    const [held] = await rowsOf(`SELECT hold_reason FROM shipments WHERE id = ${shipment}`)
    expect(held!.hold_reason).toBe('Held for approval: a request over $25.00 by an approver needs an approver, then finance.')
    const firstLink = linkIn(await approvalEmailTo(members.finance, shipment), 'approve')

    expect((await decide(members.approver, approval, 'approve')).status).toBe(403)
    const first = await decide(members.owner, approval, 'approve')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toEqual({ status: 'pending', waitingFor: 'finance' })
    expect(await shipmentStatus(shipment)).toBe('held')
    expect(await entriesOf(shipment)).toEqual([])
    const twice = await decide(members.owner, approval, 'approve')
    expect(twice.status).toBe(403)
    expect(twice.body.message).toBe('You decided an earlier step of this request: another member decides this one.')
    const stale = await callServerAction('/approvals/decide', DECIDE_BY_LINK, [{ token: tokenOf(firstLink), decision: 'approve' }])
    expect(stale.result).toMatchObject({ ok: false, status: 409, message: expect.stringMatching(/already been decided/) })

    const secondLink = linkIn(await approvalEmailTo(members.finance, shipment, 'step 2 of 2'), 'approve')
    const done = await callServerAction('/approvals/decide', DECIDE_BY_LINK, [{ token: tokenOf(secondLink), decision: 'approve' }])
    expect(done.result).toEqual({ ok: true, status: 'approved', waitingFor: null })
    expect(await shipmentStatus(shipment)).toBe('requested')
    expect(await entriesOf(shipment)).toEqual([])
    const steps = await rowsOf(
      `SELECT role, decision, decided_by_id, decided_role FROM approvals_steps WHERE _parent_id = ${approval} ORDER BY _order`,
    )
    expect(steps.map((step) => [step.role, step.decision, Number(step.decided_by_id), step.decided_role])).toEqual([
      ['approver', 'approve', members.owner.id, 'owner'],
      ['finance', 'approve', members.finance.id, 'finance'],
    ])
    const audits = await rowsOf(`SELECT summary FROM audit_log WHERE collection_slug = 'approvals' AND document_id = '${approval}' ORDER BY id`)
    expect(audits.map((audit) => String(audit.summary).replace(/ by .* as /, ' by … as '))).toEqual([
      `Shipment #${shipment} ($30.00), step 1 of 2: approved by … as Owner`,
      `Shipment #${shipment} ($30.00), step 2 of 2: approved by … as Finance`,
    ])
    expect((await api(`/approval-rules/${rule.body.doc.id}`, { ...inCompany(members.owner), method: 'DELETE' })).status).toBe(200)
  })

  it('shows staff, in their work queue, a request left waiting over two days', async () => {
    const { shipment, approval } = await heldRequest()
    await rowsOf(`UPDATE approvals SET created_at = '2020-01-01T00:00:00.000Z' WHERE id = ${approval}`)
    const admin = await request<string>('/admin', { cookie: `payload-token=${staff}`, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(admin.status).toBe(200)
    expect(admin.body).toContain('Approvals waiting over 2 days')
    expect(admin.body).toMatch(new RegExp(`/admin/collections/approvals/${approval}"`))
    expect(admin.body).toContain(`Shipment #${shipment} · $30.00`)
    // The company's page in the admin lists its approvals, rules and budgets; its members' reads do not.
    const ids = (join: { docs: (number | { id: number })[] }) => join.docs.map((doc) => (typeof doc === 'object' ? doc.id : doc))
    const asStaff = (await api(`/companies/${company}?depth=0`, { token: staff })).body
    expect(ids(asStaff.approvals)).toContain(approval)
    expect(ids(asStaff.budgets)).toHaveLength(1)
    expect(asStaff.approvalRules.docs).toEqual([])
    const asOwner = (await api(`/companies/${company}?depth=0`, inCompany(members.owner))).body
    expect(asOwner.name).toBeTruthy()
    expect([asOwner.approvals, asOwner.budgets, asOwner.approvalRules]).toEqual([undefined, undefined, undefined])
    // Cancelled, so later requests of the requester are announced again.
    expect((await api(`/shipments/${shipment}`, { ...inCompany(members.requester), method: 'PATCH', body: { status: 'cancelled' } })).status).toBe(
      200,
    )
  })
})
