import Papa from 'papaparse'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'
import { calendarDateInAustralia } from '@/domain/business-days'

import { companyWith, type Member } from '../support/companies'
import { api, DEMO, login, request } from '../support/http'
import { reviewFixtures, reviewPath, type ReviewProject } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

/**
 * A company's tax invoices leave for its books as Xero and MYOB import files, over real HTTP as
 * the dashboard's download links ask for them: every line's GST adding up to the invoice's, the
 * payments of the period only, for owners and finance of that company alone, and bad requests
 * sent back to the page with nothing downloaded.
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'finance', 'requester']

type Invoice = { id: number; number: string; gst: number; total: number }

let staff: string
let company: number
let members: Record<CompanyRole, Member>
let other: { company: number; members: Record<CompanyRole, Member> }
let supplierName: string
let invoices: Invoice[]
let paid: ReviewProject
const today = calendarDateInAustralia(new Date())
const yesterday = calendarDateInAustralia(new Date(Date.now() - 86_400_000))

const cookieOf = (member: Member, companyId = company) => `payload-token=${member.token}; company=${companyId}`
const download = (member: Member | null, query: Record<string, string>, companyId = company) =>
  request<string>(`/dashboard/accounting/export?${new URLSearchParams(query)}`, member ? { cookie: cookieOf(member, companyId) } : {})
const today_ = { from: today, to: today }
const rowsOf = (text: string, delimiter = ',') =>
  Papa.parse<Record<string, string>>(text.trim(), { header: true, delimiter, skipEmptyLines: true }).data
const cents = (value: string | undefined) => Math.round(Number(value) * 100)

const invoiceOnAccount = async (project: ReviewProject) => {
  const { result } = await callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.invoice, [
    String(project.id),
    project.shareKey,
    'accounts@example.com',
  ])
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true })
  return (await api(`/invoices?where[project][equals]=${project.id}&depth=0`, { token: staff })).body.docs[0] as Invoice
}

beforeAll(async () => {
  staff = (await login('staff-members', DEMO.staff)).token
  const fixtures = await reviewFixtures()
  ;({ company, members } = await companyWith(staff, 'accounts', ROLES))
  other = await companyWith(staff, 'accounts-other', ['owner'])
  const projects = [
    await fixtures.project('awaiting_payment', { customer: members.owner, company }),
    await fixtures.project('awaiting_payment', { customer: members.owner, company, shippingEstimate: 1995 }),
  ]
  invoices = [await invoiceOnAccount(projects[0]!), await invoiceOnAccount(projects[1]!)]
  await invoiceOnAccount(await fixtures.project('awaiting_payment', { customer: other.members.owner, company: other.company }))
  paid = projects[1]!
  const settled = await api(`/projects/${paid.id}`, { method: 'PATCH', token: staff, body: { paymentStatus: 'paid', status: 'completed' } })
  expect(settled.status, JSON.stringify(settled.body)).toBe(200)
  const settings = (await api('/globals/site-settings?depth=0', { token: staff })).body
  supplierName = settings.supplier.legalName || settings.supplier.name
}, 240_000)

describe(`accounting files (${database})`, () => {
  it("gives finance the period's invoices as Xero bills, each line's GST adding up to its invoice's", async () => {
    const file = await download(members.finance, { file: 'xero-bills', ...today_, account: '429' })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="swagly-xero-bills-${today}-to-${today}.csv"`)
    expect(file.headers.get('cache-control')).toContain('no-store')
    const rows = rowsOf(file.body)
    expect([...new Set(rows.map((row) => row['*InvoiceNumber']))]).toEqual(invoices.map((invoice) => invoice.number))
    for (const invoice of invoices) {
      const lines = rows.filter((row) => row['*InvoiceNumber'] === invoice.number)
      expect(lines.reduce((sum, row) => sum + cents(row.TaxAmount), 0)).toBe(invoice.gst)
      expect(lines.reduce((sum, row) => sum + cents(row['*UnitAmount']) * Number(row['*Quantity']), 0)).toBe(invoice.total - invoice.gst)
      expect(new Set(lines.map((row) => `${row['*ContactName']}|${row['*AccountCode']}|${row['*TaxType']}|${row.Currency}`))).toEqual(
        new Set([`${supplierName}|429|GST on Expenses|AUD`]),
      )
    }
  })

  it('gives MYOB one purchase record per invoice and a supplier payment for the one settled', async () => {
    const purchases = await download(members.owner, { file: 'myob-purchases', ...today_ })
    expect(purchases.status).toBe(200)
    const records = purchases.body.trimEnd().split('\r\n\r\n')
    expect(records).toHaveLength(2)
    expect(rowsOf(purchases.body, '\t').every((row) => row['Account No.'] === '6-1100' && row['Purchase Status'] === 'B')).toBe(true)
    const payments = rowsOf((await download(members.finance, { file: 'myob-payments', ...today_, account: '1-1120' })).body, '\t')
    const settled = invoices[1]!
    expect(payments).toEqual([
      expect.objectContaining({
        'Supplier Invoice No.': settled.number,
        'Amount Applied': (settled.total / 100).toFixed(2),
        'Cheque Account': '1-1120',
      }),
    ])
    expect(payments[0]!['Payment Date']).toBe(today.split('-').reverse().join('/'))
    const project = (await api(`/projects/${paid.id}?depth=0`, { token: staff })).body
    expect(Date.now() - Date.parse(project.paidAt)).toBeLessThan(10 * 60_000)
  })

  it('leaves out invoices of other days and of other companies', async () => {
    expect(rowsOf((await download(members.finance, { file: 'xero-bills', from: yesterday, to: yesterday })).body)).toEqual([])
    const theirs = rowsOf((await download(other.members.owner, { file: 'xero-bills', ...today_ }, other.company)).body)
    expect(theirs.some((row) => invoices.some((invoice) => invoice.number === row['*InvoiceNumber']))).toBe(false)
    expect(theirs.length).toBeGreaterThan(0)
  })

  it('refuses a member who may not see spend, another company and anyone signed out: no file', async () => {
    const requester = await download(members.requester, { file: 'xero-bills', ...today_ })
    expect(requester.status).toBe(303)
    expect(requester.headers.get('location')).toMatch(/^\/dashboard\/accounting\?/)
    // The company cookie picks only among the member's own companies: theirs is used instead.
    const outsider = rowsOf((await download(other.members.owner, { file: 'xero-bills', ...today_ })).body)
    expect(outsider.some((row) => invoices.some((invoice) => invoice.number === row['*InvoiceNumber']))).toBe(false)
    const anonymous = await download(null, { file: 'xero-bills', ...today_ })
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toBe('/auth?next=%2Fdashboard%2Faccounting')
  })

  it('sends bad requests back to the page, which names the problem', async () => {
    for (const query of [
      { file: 'quickbooks', ...today_ },
      { file: 'xero-bills', from: today, to: '2020-01-01' },
      { file: 'xero-bills', from: '2026-02-30', to: today },
      { file: 'myob-purchases', ...today_, account: '400' },
      { file: 'xero-bills', from: '2024-01-01', to: today },
    ]) {
      const answer = await download(members.finance, query)
      expect(answer.status, JSON.stringify(query)).toBe(303)
      expect(answer.headers.get('content-disposition')).toBeNull()
    }
    const back = await download(members.finance, { file: 'myob-purchases', ...today_, account: '400' })
    const page = await request<string>(back.headers.get('location')!, { cookie: cookieOf(members.finance) })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Enter a MYOB account number such as 6-1100.')
  })

  it("shows finance the period's figures and invoices, and tells a requester who may see them", async () => {
    const page = await request<string>(`/dashboard/accounting?from=${today}&to=${today}`, { cookie: cookieOf(members.finance) })
    expect(page.status).toBe(200)
    for (const invoice of invoices) expect(page.body).toContain(invoice.number)
    const theirs = await request<string>('/dashboard/accounting', { cookie: cookieOf(members.requester) })
    expect(theirs.body).toContain('Only the owners and finance members')
    expect(invoices.some((invoice) => theirs.body.includes(invoice.number))).toBe(false)
  })
})
