import Papa from 'papaparse'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { calendarDateInAustralia } from '@/domain/business-days'
import type { CompanyRole } from '@/domain/company-roles'
import { addDays } from '@/domain/day-period'
import { projectSpend } from '@/domain/insights/spend'
import { SIZE_GROUP_LABELS, type SizeGroup } from '@/domain/sizes'

import type { Member, ShippingCompany } from '../support/companies'
import { request } from '../support/http'
import { insightsFixtures } from '../support/insights-fixtures'
import { rowsOf as sqlRows } from '../support/raw-sql'

/**
 * The insights page's numbers, over real HTTP as its CSV links download them, each checked against
 * a plain SQL query over the same rows: spend to the cent (GST rounded as the invoices round it)
 * by time, category, project and team; stock on hand and its value from the ledger; what each
 * order's goods became; idle stock; recipient links; parcels by state and delivery times. Spend
 * only for owners and finance, one company's rows only,
 * bad periods told in words, and a change shows at once (the kept reads are expired by it).
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'finance', 'requester']
const today = calendarDateInAustralia(new Date())
const period = { from: addDays(today, -29), to: today }

let shop: ShippingCompany
let other: ShippingCompany
let orderName: string
let idleItem: number

const cookieOf = (member: Member, company = shop.company) => `payload-token=${member.token}; company=${company}`
const download = (member: Member, chart: string, query: Record<string, string> = period, company = shop.company) =>
  request<string>(`/dashboard/insights/export?${new URLSearchParams({ chart, ...query })}`, { cookie: cookieOf(member, company) })
const table = async (member: Member, chart: string) => {
  const file = await download(member, chart)
  expect(file.status, file.body).toBe(200)
  return Papa.parse<Record<string, string>>(file.body.trim(), { header: true, skipEmptyLines: true }).data
}
const cents = (value: string | undefined) => Math.round(Number(value) * 100)
const number = (value: unknown) => Math.round(Number(value ?? 0))
const SPEND = 'Spend incl. GST (AUD)'

/** What the company spent, straight from its rows: each order's project as its invoice totals it, and the booked shipments' charges. */
const spendInSql = async (company: number) => {
  const projects = await sqlRows(
    `SELECT p.id, p.customer_id, p.subtotal_price, p.shipping_estimate FROM orders o JOIN projects p ON p.id = o.project_id WHERE o.company_id = ${company}`,
  )
  const shipments = await sqlRows(
    `SELECT customer_id, charge FROM shipments WHERE company_id = ${company} AND status IN ('requested', 'processing', 'shipped', 'delivered', 'returned')`,
  )
  return {
    projects: projects.map((row) => ({
      id: number(row.id),
      customer: number(row.customer_id),
      amount: projectSpend(number(row.subtotal_price), number(row.shipping_estimate)),
    })),
    shipments: shipments.map((row) => ({ customer: number(row.customer_id), amount: number(row.charge) })),
  }
}

beforeAll(async () => {
  ;({ shop, other, orderName, idleItem } = await insightsFixtures(database, ROLES))
}, 300_000)

describe(`customer insights (${database})`, () => {
  it('sums spend over time to the cent of the orders’ invoices and the shipments’ charges', async () => {
    const rows = await table(shop.members.finance, 'spend-over-time')
    const sql = await spendInSql(shop.company)
    const expected = [...sql.projects, ...sql.shipments].reduce((sum, row) => sum + row.amount, 0)
    expect(sql.projects).toHaveLength(2)
    expect(sql.shipments).toHaveLength(2)
    expect(rows.reduce((sum, row) => sum + cents(row[SPEND]), 0)).toBe(expected)
    expect(rows.at(-1)!['Last day']).toBe(today)
    expect(cents(rows.at(-1)![SPEND])).toBe(expected)
    expect(rows.slice(0, -1).every((row) => cents(row[SPEND]) === 0)).toBe(true)
  })

  it('divides the same spend by category, project and team, each adding up to it', async () => {
    const sql = await spendInSql(shop.company)
    const total = [...sql.projects, ...sql.shipments].reduce((sum, row) => sum + row.amount, 0)
    const [categories, projects, teams] = await Promise.all(
      ['spend-by-category', 'spend-by-project', 'spend-by-team'].map((chart) => table(shop.members.owner, chart)),
    )
    expect(categories.reduce((sum, row) => sum + cents(row[SPEND]), 0)).toBe(total)
    expect(cents(categories.find((row) => row.Category === 'Postage and handling')?.[SPEND])).toBe(6000)
    expect(cents(categories.find((row) => row.Category === 'Shipping')?.[SPEND])).toBeGreaterThan(1995)

    expect(projects.map((row) => cents(row[SPEND])).sort()).toEqual(sql.projects.map((row) => row.amount).sort())

    const requester = shop.members.requester.id
    const events = [...sql.projects, ...sql.shipments].filter((row) => row.customer === requester).reduce((sum, row) => sum + row.amount, 0)
    const byTeam = Object.fromEntries(teams.map((row) => [row.Team, cents(row['Spend in the period incl. GST (AUD)'])]))
    expect(byTeam).toEqual({ Events: events, 'No team': total - events })
  })

  it('knows the stock on hand and its value from the ledger, and what the order’s goods became', async () => {
    const [onHand, use] = await Promise.all([table(shop.members.requester, 'stock-on-hand'), table(shop.members.requester, 'order-use')])
    const [ledger] = await sqlRows(
      `SELECT SUM(a.delta) AS units, SUM(a.delta * COALESCE(li.price_per_unit, 0)) AS value FROM inventory_adjustments a
        LEFT JOIN inventory_items_rels r ON r.parent_id = a.inventory_item_id AND r.path = 'lineItems'
        LEFT JOIN line_items li ON li.id = r.line_items_id
        WHERE a.company_id = ${shop.company}`,
    )
    expect(number(ledger!.units)).toBe(20 - 2 + 40 - 5 + 9)
    expect(Number(onHand.at(-1)!.Units)).toBe(number(ledger!.units))
    expect(cents(onHand.at(-1)!['Value before GST (AUD)'])).toBe(number(ledger!.value))
    expect(number(ledger!.value)).toBeGreaterThan(0)
    expect(use).toEqual([{ Order: orderName, Produced: '40', 'Shipped to people': '5', 'In stock': '35', 'Distributed (%)': '13' }])
  })

  it('lists stock that has not moved for 90 days as idle, and nothing of another company', async () => {
    const idle = await table(shop.members.requester, 'idle-stock')
    const titles = (await sqlRows(`SELECT id, title FROM inventory_items WHERE company_id = ${shop.company}`)).map((row) => [
      number(row.id),
      String(row.title),
    ])
    const stockTitle = titles.find(([id]) => id === idleItem)![1]
    expect(idle.map((row) => row.Item)).toEqual([stockTitle])
    const theirs = await download(other.members.owner, 'stock-on-hand', period, other.company)
    const theirRows = Papa.parse<Record<string, string>>(theirs.body.trim(), { header: true }).data
    expect(theirRows.at(-1)!.Units).toBe('6')
    const otherPage = await request<string>('/dashboard/insights', { cookie: cookieOf(other.members.owner, other.company) })
    expect(otherPage.status).toBe(200)
    expect(otherPage.body).not.toContain(stockTitle)
    expect(otherPage.body).not.toContain(orderName)
  })

  it('counts recipient links’ invitations, answers and chosen sizes as the database holds them', async () => {
    const [answers, sizes] = await Promise.all([table(shop.members.requester, 'link-responses'), table(shop.members.requester, 'size-curve')])
    const [counted] = await sqlRows(
      `SELECT (SELECT COUNT(*) FROM recipient_invitations WHERE company_id = ${shop.company}) AS invited,
        (SELECT COUNT(*) FROM recipient_invitations WHERE company_id = ${shop.company} AND answered_at IS NOT NULL) AS answered,
        (SELECT COUNT(*) FROM recipient_responses WHERE company_id = ${shop.company}) AS responses`,
    )
    const sum = (column: string) => answers.reduce((total, row) => total + Number(row[column]), 0)
    expect([sum('People invited'), sum('Of them answered'), sum('Answers from anyone')]).toEqual([3, 2, 3])
    expect([number(counted!.invited), number(counted!.answered), number(counted!.responses)]).toEqual([3, 2, 3])
    expect(answers.at(-1)!['Response rate (%)']).toBe('67')

    const chosen = await sqlRows(
      `SELECT s."group" AS cut, o.label AS size, COUNT(*) AS chosen FROM recipient_responses r
        JOIN recipient_responses_sizes s ON s._parent_id = r.id JOIN sizing_options o ON o.id = s.sizing_option_id
        WHERE r.company_id = ${shop.company} GROUP BY s."group", o.label, o."order" ORDER BY s."group", o."order"`,
    )
    expect(sizes.map((row) => [row.Cut, row.Size, row.Chosen])).toEqual(
      chosen.map((row) => [SIZE_GROUP_LABELS[row.cut as SizeGroup], String(row.size), String(number(row.chosen))]),
    )
    expect(sizes.map((row) => row['Share of the cut (%)'])).toEqual(['50', '50', '100'])
    const theirs = await download(other.members.owner, 'size-curve', period, other.company)
    expect(theirs.body.trim().split('\n')).toHaveLength(1)
  })

  it('maps the parcels that left by state and times the delivered ones, from the audit log as the database holds it', async () => {
    const [byState, times] = await Promise.all([table(shop.members.requester, 'parcels-by-state'), table(shop.members.requester, 'delivery-times')])
    const parcels = await sqlRows(
      `SELECT r.state AS state, s.status AS status,
          (SELECT MIN(a.created_at) FROM audit_log a WHERE a.collection_slug = 'shipments' AND a.document_id = ${database === 'PostgreSQL' ? 's.id::text' : 'CAST(s.id AS TEXT)'} AND a.to_status = 'shipped') AS left_at,
          (SELECT MIN(a.created_at) FROM audit_log a WHERE a.collection_slug = 'shipments' AND a.document_id = ${database === 'PostgreSQL' ? 's.id::text' : 'CAST(s.id AS TEXT)'} AND a.to_status = 'delivered') AS arrived_at
        FROM shipments s JOIN recipients r ON r.id = s.recipient_id
        WHERE s.company_id = ${shop.company} AND s.status IN ('shipped', 'delivered')`,
    )
    expect(parcels.map((row) => row.state)).toEqual(['VIC', 'VIC'])
    const delivered = parcels.filter((row) => row.arrived_at)
    expect(delivered).toHaveLength(1)
    const days =
      (Date.parse(calendarDateInAustralia(new Date(delivered[0]!.arrived_at as string))) -
        Date.parse(calendarDateInAustralia(new Date(delivered[0]!.left_at as string)))) /
      86_400_000
    expect(days).toBe(3)

    const victoria = byState.find((row) => row['State or territory'] === 'Victoria')
    expect(victoria).toEqual({ 'State or territory': 'Victoria', 'Parcels sent': '2', Delivered: '1', 'Half delivered within (days)': '3' })
    expect(byState.filter((row) => row['State or territory'] !== 'Victoria').every((row) => Number(row['Parcels sent']) === 0)).toBe(true)
    expect(byState).toHaveLength(9)
    expect(times.map((row) => [row['Days from leaving to arriving'], row.Parcels])).toEqual([
      ['Same day', '0'],
      ['1 day', '0'],
      ['2 days', '0'],
      ['3 days', '1'],
      ['4–5 days', '0'],
      ['6–7 days', '0'],
      ['8 days or more', '0'],
    ])
    const theirs = Papa.parse<Record<string, string>>((await download(other.members.owner, 'parcels-by-state', period, other.company)).body.trim(), {
      header: true,
    }).data
    expect(theirs.find((row) => row['State or territory'] === 'Victoria')!['Parcels sent']).toBe('1')
  })

  it('lists the parcels the carrier reported a problem with, as its events in the database have them', async () => {
    const problems = await table(shop.members.requester, 'delivery-problems')
    const troubled = await sqlRows(
      `SELECT DISTINCT s.id AS shipment FROM shipments s JOIN parcel_events e ON e.shipment_id = s.id
        WHERE s.company_id = ${shop.company} AND e.state = 'exception'`,
    )
    expect(troubled).toHaveLength(1)
    expect(problems).toEqual([
      {
        Shipment: `#${number(troubled[0]!.shipment)}`,
        'Going to': 'Victoria',
        'What happened': 'The courier could not find the address.',
        'How it ended': 'Still with the carrier',
      },
    ])
    const theirs = await download(other.members.owner, 'delivery-problems', period, other.company)
    expect(theirs.body.trim().split('\n')).toHaveLength(1)
  })

  it('shows spend to owners and finance only: a requester’s page leaves it out and its download is refused', async () => {
    const page = await request<string>('/dashboard/insights', { cookie: cookieOf(shop.members.requester) })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Stock on hand')
    expect(page.body).not.toContain('Spend by category')
    const refused = await download(shop.members.requester, 'spend-by-team')
    expect(refused.status).toBe(303)
    expect(decodeURIComponent(refused.headers.get('location')!.replaceAll('+', ' '))).toContain('Only the owners and finance members')
    const finance = await request<string>('/dashboard/insights', { cookie: cookieOf(shop.members.finance) })
    expect(finance.body).toContain('Spend by category')
  })

  it('tells a bad period or chart in words, and a page with a bad period still shows', async () => {
    for (const [query, words] of [
      [{ chart: 'spend-over-time', from: '2016-07-01', to: '2026-06-30' }, 'at most three years'],
      [{ chart: 'spend-over-time', from: today, to: addDays(today, -1) }, 'The last day comes before the first.'],
      [{ chart: 'spend-over-time', from: 'yesterday', to: today }, 'Enter the first day as YYYY-MM-DD.'],
      [{ chart: 'profits', from: today, to: today }, 'Choose one of the page’s charts'],
    ] as const) {
      const answer = await request(`/dashboard/insights/export?${new URLSearchParams(query)}`, { cookie: cookieOf(shop.members.owner) })
      expect(answer.status).toBe(303)
      expect(decodeURIComponent(answer.headers.get('location')!.replaceAll('+', ' '))).toContain(words)
    }
    const page = await request<string>(`/dashboard/insights?from=2016-07-01&to=2026-06-30`, { cookie: cookieOf(shop.members.owner) })
    expect(page.status).toBe(200)
    expect(page.body).toContain('That period can’t be shown')
  })

  it('shows a new shipment at once: the kept figures are expired by the change', async () => {
    const before = (await table(shop.members.finance, 'spend-over-time')).reduce((sum, row) => sum + cents(row[SPEND]), 0)
    expect((await shop.requestShipment(shop.members.owner)).status).toBe(201)
    const after = (await table(shop.members.finance, 'spend-over-time')).reduce((sum, row) => sum + cents(row[SPEND]), 0)
    expect(after - before).toBe(3000)
  })
})
