import Papa from 'papaparse'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import { calendarDateInAustralia } from '@/domain/business-days'
import { addDays } from '@/domain/day-period'

import { companyWith } from '../support/companies'
import { api, DEMO, login, request } from '../support/http'
import { rowsOf as sqlRows } from '../support/raw-sql'
import { reviewFixtures, reviewPath } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

/**
 * The staff insights over every customer, as their CSVs download over real HTTP, each checked
 * against a plain SQL query over the same rows on SQLite and PostgreSQL: revenue before GST adding
 * up by month, customer and category, and the gross margin of the goods with a cost (which only staff see); enquiries followed to proposal and payment; an invoice
 * overdue by ten days; production finished on time or late; the stock held per customer. Staff
 * only: customers and visitors find nothing there.
 */

const database = inject('databaseLabel')
const today = calendarDateInAustralia(new Date())
// Everything the tests have made, and the demo's history, falls in these days.
const period = { from: addDays(today, -1000), to: today }

let staff: string
let overdueNumber: string

const download = (figure: string, query: Record<string, string> = period, cookie = `payload-token=${staff}`) =>
  request<string>(`/admin/insights/export?${new URLSearchParams({ figure, ...query })}`, { cookie })
const table = async (figure: string) => {
  const file = await download(figure)
  expect(file.status, file.body).toBe(200)
  return Papa.parse<Record<string, string>>(file.body.trim(), { header: true, skipEmptyLines: true }).data
}
const cents = (value: string | undefined) => Math.round(Number(value) * 100)
const number = (value: unknown) => Math.round(Number(value ?? 0))
const REVENUE = 'Revenue before GST (AUD)'
const sumOf = (rows: Record<string, string>[], column: string) => rows.reduce((sum, row) => sum + cents(row[column]), 0)

/** Revenue before GST straight from the rows: each order's goods and shipping, each charged shipment's postage less its GST (one eleventh, to the cent). */
const revenueInSql = async () => {
  const [orders] = await sqlRows(
    `SELECT SUM(p.subtotal_price + COALESCE(p.shipping_estimate, 0)) AS amount FROM orders o JOIN projects p ON p.id = o.project_id`,
  )
  const charges = await sqlRows(`SELECT charge FROM shipments WHERE status IN ('requested', 'processing', 'shipped', 'delivered', 'returned')`)
  return number(orders!.amount) + charges.reduce((sum, row) => sum + number(row.charge) - Math.round(number(row.charge) / 11), 0)
}

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  const fixtures = await reviewFixtures()
  const { company, members } = await companyWith(staff, 'staff-insights', ['owner'])
  // An invoice chosen on the payment page and never paid, its due day backdated ten days.
  const project = await fixtures.project('awaiting_payment', { customer: members.owner, company })
  const { result } = await callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.invoice, [
    String(project.id),
    project.shareKey,
    'accounts@example.com',
  ])
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true })
  const invoice = (await api(`/invoices?where[project][equals]=${project.id}&depth=0`, { token: staff })).body.docs[0]
  overdueNumber = invoice.number
  await sqlRows(
    `UPDATE invoices SET due_at = ${database === 'PostgreSQL' ? `now() - interval '10 days'` : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 days')`} WHERE id = ${invoice.id}`,
  )
}, 120_000)

describe(`staff insights (${database})`, () => {
  it('sums revenue before GST to the cent, by month, customer and category alike', async () => {
    const [overTime, byCustomer, byCategory] = await Promise.all(['revenue-over-time', 'revenue-by-customer', 'revenue-by-category'].map(table))
    const expected = await revenueInSql()
    expect(expected).toBeGreaterThan(0)
    expect(sumOf(overTime, REVENUE)).toBe(expected)
    expect(sumOf(byCustomer, REVENUE)).toBe(expected)
    expect(sumOf(byCategory, REVENUE)).toBe(expected)
    const [shipping] = await sqlRows(`SELECT SUM(COALESCE(p.shipping_estimate, 0)) AS amount FROM orders o JOIN projects p ON p.id = o.project_id`)
    expect(cents(byCategory.find((row) => row.Category === 'Shipping')?.[REVENUE] ?? '0')).toBe(number(shipping!.amount))
  })

  it('counts the gross margin of the goods with a cost only, by month, customer and category alike', async () => {
    const [margin, byCustomer, byCategory] = await Promise.all(['gross-margin', 'revenue-by-customer', 'revenue-by-category'].map(table))
    const [costed] = await sqlRows(
      `SELECT SUM(li.quantity * li.price_per_unit) AS revenue, SUM(li.quantity * li.unit_cost) AS cost
        FROM orders o JOIN projects p ON p.id = o.project_id JOIN line_items li ON li.project_id = p.id WHERE li.unit_cost IS NOT NULL`,
    )
    const [revenue, cost] = [number(costed!.revenue), number(costed!.cost)]
    expect(cost, 'the demo records what its lines cost').toBeGreaterThan(0)
    for (const rows of [margin, byCustomer, byCategory]) {
      expect(sumOf(rows, 'Goods with a cost (AUD)')).toBe(revenue)
      expect(sumOf(rows, 'Their cost (AUD)')).toBe(cost)
      expect(sumOf(rows, 'Gross margin (AUD)')).toBe(revenue - cost)
    }
    const page = await request<string>('/admin/insights', { cookie: `payload-token=${staff}` })
    expect(page.body).toContain(`(${Math.round(((revenue - cost) * 100) / revenue)}%)`)
  })

  it('keeps what a line costs to staff: a customer neither reads it nor filters by it, by REST or GraphQL', async () => {
    const customer = (await login('customers', DEMO.customerA)).token
    const [line] = await sqlRows(
      `SELECT li.id AS id, li.unit_cost AS cost FROM line_items li JOIN projects p ON p.id = li.project_id
        JOIN customers c ON c.id = p.customer_id WHERE c.email = '${DEMO.customerA.email}' AND li.unit_cost IS NOT NULL LIMIT 1`,
    )
    const id = number(line!.id)
    expect((await api(`/line-items/${id}?depth=0`, { token: staff })).body.unitCost).toBe(number(line!.cost))
    const read = await api(`/line-items/${id}?depth=0`, { token: customer })
    expect(read.status).toBe(200)
    expect(read.body).not.toHaveProperty('unitCost')
    // A filter on the cost must not be an oracle for it: any threshold answers alike.
    const [low, high] = await Promise.all(
      [0, 999_999_999].map((threshold) => api(`/line-items?where[unitCost][greater_than]=${threshold}&limit=0&depth=0`, { token: customer })),
    )
    expect([low.status, low.body.totalDocs]).toEqual([high.status, high.body.totalDocs])
    const graph = await request('/payload-api/graphql', { token: customer, body: { query: `{ LineItem(id: ${id}) { id unitCost } }` } })
    expect(graph.body.data?.LineItem?.unitCost ?? null).toBeNull()
    const written = await api(`/line-items/${id}`, { method: 'PATCH', token: customer, body: { unitCost: 1 } })
    expect(written.status).not.toBe(500)
    expect((await api(`/line-items/${id}?depth=0`, { token: staff })).body.unitCost).toBe(number(line!.cost))
  })

  it('follows enquiries to a proposal and to payment as the database holds them', async () => {
    const rows = await table('pipeline')
    const [counted] = await sqlRows(
      `SELECT COUNT(*) AS received,
        SUM(CASE WHEN EXISTS (SELECT 1 FROM audit_log a WHERE a.collection_slug = 'projects' AND a.document_id = ${database === 'PostgreSQL' ? 'e.project_id::text' : 'CAST(e.project_id AS TEXT)'} AND a.to_status = 'proposal_sent') THEN 1 ELSE 0 END) AS proposed,
        SUM(CASE WHEN p.paid_at IS NOT NULL AND EXISTS (SELECT 1 FROM audit_log a WHERE a.collection_slug = 'projects' AND a.document_id = ${database === 'PostgreSQL' ? 'e.project_id::text' : 'CAST(e.project_id AS TEXT)'} AND a.to_status = 'proposal_sent') THEN 1 ELSE 0 END) AS paid
        FROM enquiries e LEFT JOIN projects p ON p.id = e.project_id`,
    )
    expect(rows.map((row) => [row.Step, row.Enquiries])).toEqual([
      ['Received', String(number(counted!.received))],
      ['Proposal sent', String(number(counted!.proposed))],
      ['Paid', String(number(counted!.paid))],
    ])
    expect(number(counted!.received)).toBeGreaterThan(0)
  })

  it('lists the invoice ten days past due and counts every unpaid one past its day', async () => {
    const rows = await table('overdue-invoices')
    const ours = rows.find((row) => row.Invoice === overdueNumber)
    expect(ours?.['Days overdue']).toBe('10')
    const [counted] = await sqlRows(
      `SELECT COUNT(*) AS count FROM invoices i JOIN projects p ON p.id = i.project_id WHERE i.due_at < ${database === 'PostgreSQL' ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`} AND (p.payment_status IS NULL OR p.payment_status <> 'paid')`,
    )
    expect(rows).toHaveLength(Math.min(20, number(counted!.count)))
  })

  it('counts orders ready on time and late, and the stock held per customer, as the database holds them', async () => {
    const [production, storage] = await Promise.all([table('production'), table('storage')])
    const [finished] = await sqlRows(
      `SELECT SUM(CASE WHEN actual_date <= planned_date THEN 1 ELSE 0 END) AS on_time, SUM(CASE WHEN actual_date > planned_date THEN 1 ELSE 0 END) AS late
        FROM orders_timeline_stages WHERE stage = 'ready_to_ship' AND actual_date IS NOT NULL`,
    )
    expect(production.reduce((sum, row) => sum + Number(row['Ready on time']), 0)).toBe(number(finished!.on_time))
    expect(production.reduce((sum, row) => sum + Number(row['Ready late']), 0)).toBe(number(finished!.late))
    const held = await sqlRows(
      `SELECT c.name AS name, SUM(i.quantity_available) AS units FROM inventory_items i JOIN companies c ON c.id = i.company_id
        WHERE i.quantity_available > 0 AND EXISTS (SELECT 1 FROM inventory_adjustments a WHERE a.inventory_item_id = i.id AND a.delta > 0)
        GROUP BY c.id, c.name`,
    )
    expect(storage.map((row) => Number(row.Units)).sort((a, b) => a - b)).toEqual(held.map((row) => number(row.units)).sort((a, b) => a - b))
    expect(storage.length).toBeGreaterThan(0)
  })

  it('is for staff only: a customer, a visitor, a bad figure and a bad period are each answered plainly', async () => {
    const customer = (await login('customers', DEMO.customerA)).token
    for (const cookie of [`payload-token=${customer}`, '']) {
      const refused = await download('revenue-over-time', period, cookie)
      expect(refused.status).toBe(404)
      expect(refused.body).not.toContain('Revenue')
    }
    const badFigure = await download('profits')
    expect([badFigure.status, badFigure.body]).toEqual([400, 'Choose one of the staff insights’ figures to download.'])
    const backwards = await download('pipeline', { from: today, to: addDays(today, -1) })
    expect(backwards.status).toBe(400)
    expect(backwards.body).toContain('The last day comes before the first.')
    const page = await request<string>('/admin/insights', { cookie: `payload-token=${staff}` })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Revenue over time')
    expect(page.body).toContain(overdueNumber)
  })
})
