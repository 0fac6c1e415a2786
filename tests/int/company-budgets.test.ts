import { beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'

import { shippingCompany, type Member, type ShippingCompany } from '../support/companies'
import { freshCustomer } from '../support/customers'
import { api, DEMO, login } from '../support/http'
import { refusalOf, rowsOf } from '../support/raw-sql'

/**
 * Budgets on a ledger: a shipment's postage and handling reserves against its member's budget in
 * the transaction that books it; what does not fit is held for approval, never refused silently;
 * cancelling releases once; a limit cannot go below what is reserved; owners and finance set
 * budgets, each member reads their own. Raced over real HTTP on both databases.
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'finance', 'requester', 'viewer']
const SHIPMENT_CENTS = 3000

let staff: string
let company: number
let members: Record<CompanyRole, Member>
let inCompany: ShippingCompany['inCompany']
let requestShipment: ShippingCompany['requestShipment']
let available: ShippingCompany['available']

const setBudget = (member: Member, body: Record<string, unknown>) => api('/budgets?depth=0', { ...inCompany(member), body })
const ledgerOf = async (budget: number) =>
  rowsOf(`SELECT kind, amount, shipment_id FROM budget_entries WHERE budget_id = ${budget} ORDER BY id`).then((rows) =>
    rows.map((row) => ({ kind: String(row.kind), amount: Number(row.amount), shipment: Number(row.shipment_id) })),
  )
const sumOf = (entries: { amount: number }[]) => entries.reduce((sum, entry) => sum + entry.amount, 0)

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  ;({ company, members, inCompany, requestShipment, available } = await shippingCompany(staff, 'budgets', ROLES, 500))
}, 120_000)

describe(`setting budgets (${database})`, () => {
  it('is for owners and finance; bad input is refused in plain words and writes nothing', async () => {
    const body = { scope: 'member', member: members.viewer.id, period: 'quarterly', resetDay: 5, spendLimit: 50_000 }
    for (const role of ['requester', 'viewer'] as const) {
      expect((await setBudget(members[role], body)).status, role).toBe(403)
    }
    const outsider = await freshCustomer(staff, 'budgets-outsider')
    const refusals = [
      { body: { ...body, spendLimit: -1 }, field: 'spendLimit', message: /\$0 or more/ },
      { body: { ...body, spendLimit: 12.5 }, field: 'spendLimit', message: /dollars and cents/ },
      { body: { ...body, resetDay: 31 }, field: 'resetDay', message: /1 to 28/ },
      { body: { ...body, member: outsider.id }, field: 'member', message: /member of this company/ },
      { body: { scope: 'team', team: '   ', spendLimit: 100 }, field: 'team', message: /Name the team/ },
    ]
    for (const refusal of refusals) {
      const answer = await setBudget(members.finance, refusal.body)
      expect(answer.status, JSON.stringify(refusal.body)).toBe(400)
      expect(JSON.stringify(answer.body)).toMatch(refusal.message)
    }
    expect((await api(`/budgets?where[company][equals]=${company}&limit=0`, { token: staff })).body.totalDocs).toBe(0)

    const made = await setBudget(members.finance, { ...body, company: 999_999 })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body.doc).toMatchObject({ company, name: 'Casey Jones', period: 'quarterly', resetDay: 5, spendLimit: 50_000 })
    const twice = await setBudget(members.owner, body)
    expect(twice.status).toBe(409)
    expect(twice.body.errors[0].message).toBe('Casey Jones already has a budget: change its limit instead.')
  })

  it('shows each member their own budget, and the owner and finance every budget', async () => {
    const visible = async (member: Member) =>
      (await api(`/budgets?where[company][equals]=${company}&depth=0`, inCompany(member))).body.docs.map((doc: { member: number }) => doc.member)
    expect(await visible(members.viewer)).toEqual([members.viewer.id])
    expect(await visible(members.requester)).toEqual([])
    expect(await visible(members.finance)).toEqual([members.viewer.id])
    const outsider = await freshCustomer(staff, 'budgets-peek')
    expect(await visible(outsider)).toEqual([])
    expect(
      (await api('/budget-entries', { token: staff, body: { budget: 1, company, periodStart: '2026-11-01', kind: 'reserve', amount: 1 } })).status,
    ).toBe(403)
  })
})

describe(`spending against a budget (${database})`, () => {
  let budget: number

  it('books 33 of 100 racing $30 shipments against $1,000 and holds the other 67 for approval; the ledger sums to $990', async () => {
    const made = await setBudget(members.owner, {
      scope: 'member',
      member: members.requester.id,
      period: 'monthly',
      resetDay: 1,
      spendLimit: 100_000,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    budget = made.body.doc.id
    const before = await available()

    const answers = await Promise.all(Array.from({ length: 100 }, () => requestShipment(members.requester)))
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    const held = answers.filter((answer) => answer.body.held.length > 0)
    expect(answers.length - held.length).toBe(33)
    expect(held).toHaveLength(67)
    expect(held[0]!.body.held[0].reason).toBe(
      'Held for approval: $30.00 would take Casey Jones (monthly) over its $1,000.00 limit; $10.00 is left this period.',
    )

    const entries = await ledgerOf(budget)
    expect(entries).toHaveLength(33)
    expect(entries.every((entry) => entry.kind === 'reserve' && entry.amount === SHIPMENT_CENTS)).toBe(true)
    expect(sumOf(entries)).toBe(99_000)
    const statuses = await rowsOf(`SELECT status, COUNT(*) AS n, SUM(charge) AS charged FROM shipments WHERE company_id = ${company} GROUP BY status`)
    expect(Object.fromEntries(statuses.map((row) => [row.status, Number(row.n)]))).toEqual({ requested: 33, held: 67 })
    expect(await available()).toBe(before - 100)
  })

  it('releases a cancelled booking once, however many cancels race; a held one releases nothing', async () => {
    const [booked] = await ledgerOf(budget)
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () =>
        api(`/shipments/${booked!.shipment}`, { ...inCompany(members.requester), method: 'PATCH', body: { status: 'cancelled' } }),
      ),
    )
    // Cancelling a cancelled shipment changes nothing and says so with a 200, as before budgets.
    for (const answer of cancels) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const [held] = await rowsOf(`SELECT id FROM shipments WHERE company_id = ${company} AND status = 'held' ORDER BY id LIMIT 1`)
    const cancelHeld = await api(`/shipments/${held!.id}`, { ...inCompany(members.requester), method: 'PATCH', body: { status: 'cancelled' } })
    expect(cancelHeld.status, JSON.stringify(cancelHeld.body)).toBe(200)

    const entries = await ledgerOf(budget)
    expect(entries.filter((entry) => entry.kind === 'release')).toEqual([{ kind: 'release', amount: -SHIPMENT_CENTS, shipment: booked!.shipment }])
    expect(sumOf(entries)).toBe(96_000)
    expect((await requestShipment(members.requester)).body.held).toEqual([])
    expect(sumOf(await ledgerOf(budget))).toBe(99_000)
  })

  it('refuses a limit below what is reserved this period, and a release that is not the reservation’s', async () => {
    const lower = await api(`/budgets/${budget}`, { ...inCompany(members.finance), method: 'PATCH', body: { spendLimit: 98_999 } })
    expect(lower.status).toBe(400)
    expect(lower.body.errors[0].message).toMatch(/^\$990\.00 is already reserved this period/)
    const exact = await api(`/budgets/${budget}`, { ...inCompany(members.finance), method: 'PATCH', body: { spendLimit: 99_000 } })
    expect(exact.status, JSON.stringify(exact.body)).toBe(200)
    expect((await api(`/budgets/${budget}`, { ...inCompany(members.requester), method: 'PATCH', body: { spendLimit: 10_000_000 } })).status).toBe(403)

    const [entry] = await rowsOf(`SELECT * FROM budget_entries WHERE budget_id = ${budget} AND kind = 'reserve' LIMIT 1`)
    const twiceReleased = `INSERT INTO budget_entries (budget_id, company_id, period_start, kind, amount, entry_key, updated_at, created_at)
      VALUES (${budget}, ${company}, '${entry!.period_start}', 'release', 3000, 'forged', '${new Date().toISOString()}', '${new Date().toISOString()}')`
    expect(await refusalOf(twiceReleased)).toMatch(/check/i)
  })

  it('counts a member’s requests against their team’s budget too', async () => {
    const [membership] = (
      await api(`/memberships?where[company][equals]=${company}&where[customer][equals]=${members.owner.id}&depth=0`, { token: staff })
    ).body.docs
    const joined = await api(`/memberships/${membership.id}`, { ...inCompany(members.owner), method: 'PATCH', body: { team: '  Events   crew ' } })
    expect(joined.status, JSON.stringify(joined.body)).toBe(200)
    expect(joined.body.doc.team).toBe('Events crew')
    const team = await setBudget(members.finance, { scope: 'team', team: 'events CREW', period: 'yearly', resetDay: 1, spendLimit: 4_000 })
    expect(team.status, JSON.stringify(team.body)).toBe(201)
    expect(team.body.doc.name).toBe('events CREW team')

    expect((await requestShipment(members.owner)).body.held).toEqual([])
    const second = await requestShipment(members.owner)
    expect(second.body.held[0].reason).toMatch(
      /^Held for approval: \$30\.00 would take events CREW team \(yearly\) over its \$40\.00 limit; \$10\.00 is left/,
    )
    expect(sumOf(await ledgerOf(team.body.doc.id))).toBe(SHIPMENT_CENTS)
  })
})
