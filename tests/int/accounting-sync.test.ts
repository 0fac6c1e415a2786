import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { CompanyRole } from '@/domain/company-roles'
import { calendarDateInAustralia } from '@/domain/business-days'
import { startXeroStandIn } from '@/integrations/accounting/xero/xero-stand-in'

import { companyWith, type Member } from '../support/companies'
import { eventually } from '../support/eventually'
import { api, cookieValue, DEMO, login, request, setCookie } from '../support/http'
import { reviewFixtures, reviewPath } from '../support/review-fixtures'
import { callServerAction, REVIEW_ACTIONS } from '../support/server-action'

/**
 * A company's own Xero organisation, connected through Xero's consent page (a local stand-in,
 * written from Xero's documented requests and answers), receives each tax invoice as an approved
 * bill and each payment, exactly once however the syncs race, retry or reconnect; over real HTTP
 * on both databases.
 */

const database = inject('databaseLabel')
const ROLES: CompanyRole[] = ['owner', 'finance', 'requester']
const today = calendarDateInAustralia(new Date())

type Invoice = { id: number; number: string; gst: number; total: number }

let xero: Awaited<ReturnType<typeof startXeroStandIn>>
let staff: string
let company: number
let members: Record<CompanyRole, Member>
let fixtures: Awaited<ReturnType<typeof reviewFixtures>>
let abn: string
/** Issued before the organisation was connected: only "send this period" brings it across. */
let earlier: Invoice

const cookieOf = (member: Member) => `payload-token=${member.token}; company=${company}`
const asBrowser = (member: Member) => ({ cookie: cookieOf(member), headers: { 'sec-fetch-site': 'same-origin' } })
const billsNumbered = (number: string) => xero.state.invoices.filter((bill) => bill.InvoiceNumber === number)
const syncsOf = async (invoice: Invoice) =>
  (await api(`/accounting-syncs?where[invoice][equals]=${invoice.id}&sort=kind&depth=0`, { token: staff })).body.docs as {
    kind: string
    status: string
    tries: number
    lastError: string | null
  }[]
const sendPeriod = (member: Member) => api('/accounting-connections/sync', { ...asBrowser(member), body: { from: today, to: today } })

const issueInvoice = async (): Promise<Invoice> => {
  const project = await fixtures.project('awaiting_payment', { customer: members.owner, company })
  const args = [String(project.id), project.shareKey, 'accounts@example.com']
  const { result } = await callServerAction(reviewPath('payment', project.id, project.shareKey), REVIEW_ACTIONS.invoice, args)
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true })
  const invoice = (await api(`/invoices?where[project][equals]=${project.id}&depth=0`, { token: staff })).body.docs[0]
  return { ...invoice, project: project.id }
}

/** The member's round trip: our connect route, Xero's consent page, our callback with the state cookie; where it lands. */
const connect = async (member: Member, { keepState = true } = {}) => {
  const started = await request('/dashboard/accounting/xero/connect', { cookie: cookieOf(member) })
  if (started.status !== 303 || !started.headers.get('location')!.startsWith(xero.url)) return started.headers.get('location')
  const state = cookieValue(setCookie(started.headers, 'accounting-connect'))
  const consent = await fetch(started.headers.get('location')!, { redirect: 'manual' })
  const callback = new URL(consent.headers.get('location')!)
  const back = await request(`${callback.pathname}${callback.search}`, { cookie: keepState ? `${cookieOf(member)}; ${state}` : cookieOf(member) })
  return back.headers.get('location')
}

beforeAll(async () => {
  xero = await startXeroStandIn({ port: inject('xeroStandInPort') })
  staff = (await login('staff-members', DEMO.staff)).token
  fixtures = await reviewFixtures()
  ;({ company, members } = await companyWith(staff, 'xero', ROLES))
  abn = (await api('/globals/site-settings?depth=0', { token: staff })).body.supplier.abn
  earlier = await issueInvoice()
}, 240_000)

afterAll(async () => {
  await xero?.close()
})

describe(`syncing with Xero (${database})`, () => {
  it('connects through the consent page for finance only, and never with a code started in another browser', async () => {
    expect(await connect(members.requester)).toBe('/dashboard/accounting?xero=not-allowed')
    expect(await connect(members.finance, { keepState: false })).toBe('/dashboard/accounting?xero=expired')
    expect(
      (await api('/accounting-connections?depth=0', { token: staff })).body.docs.filter((doc: { company: number }) => doc.company === company),
    ).toEqual([])
    expect(await connect(members.finance)).toBe('/dashboard/accounting?xero=connected')
    const seen = await api('/accounting-connections?depth=0', asBrowser(members.finance))
    expect(seen.body.docs).toEqual([
      expect.objectContaining({ tenantName: 'Harbour & Co. (Xero stand-in)', status: 'connected', expenseAccount: '400' }),
    ])
    expect(JSON.stringify(seen.body)).not.toMatch(/accessToken|refreshToken|stand-in-access|stand-in-refresh/)
    expect((await api('/accounting-connections?depth=0', asBrowser(members.requester))).body.docs).toEqual([])
  })

  it('sends an invoice as an approved bill when it is issued, and its payment when it is paid', async () => {
    const invoice = await issueInvoice()
    const [bill] = await eventually(
      async () => billsNumbered(invoice.number),
      (bills) => bills.length > 0,
      30,
    )
    expect(bill).toMatchObject({ Type: 'ACCPAY', Status: 'AUTHORISED', Total: invoice.total / 100, TotalTax: invoice.gst / 100 })
    expect(Math.round(bill!.LineItems.reduce((sum, line) => sum + line.TaxAmount, 0) * 100)).toBe(invoice.gst)
    expect(xero.state.contacts.filter((contact) => contact.ContactID === bill!.Contact.ContactID)).toEqual([
      expect.objectContaining({ TaxNumber: abn }),
    ])
    const paid = await api(`/projects/${(invoice as { project?: number }).project}`, {
      method: 'PATCH',
      token: staff,
      body: { paymentStatus: 'paid', status: 'completed' },
    })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    const syncs = await eventually(
      () => syncsOf(invoice),
      (rows) => rows.filter((row) => row.status === 'synced').length === 2,
      30,
    )
    expect(syncs.map((row) => `${row.kind}:${row.status}`)).toEqual(['bill:synced', 'payment:synced'])
    expect(billsNumbered(invoice.number)).toEqual([expect.objectContaining({ Status: 'PAID', AmountDue: 0 })])
    expect(xero.state.payments.filter((payment) => payment.Invoice.InvoiceID === bill!.InvoiceID)).toHaveLength(1)
  })

  it('makes each bill once when "send this period" races itself', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendPeriod(members.finance)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(202))
    expect(answers.reduce((sum, answer) => sum + answer.body.queued, 0)).toBe(1)
    await eventually(
      () => syncsOf(earlier),
      (rows) => rows[0]?.status === 'synced',
      30,
    )
    expect(billsNumbered(earlier.number)).toHaveLength(1)
    expect((await sendPeriod(members.finance)).body).toEqual({ queued: 0 })
    expect((await sendPeriod(members.requester)).status).toBe(403)
  })

  it('waits out a rate limit, and shows a refusal until it is fixed and sent again', async () => {
    xero.state.failNext(429)
    const limited = await issueInvoice()
    const [retried] = await eventually(
      () => syncsOf(limited),
      (rows) => rows[0]?.status === 'synced',
      30,
    )
    expect(retried!.tries).toBeGreaterThanOrEqual(2)
    expect(billsNumbered(limited.number)).toHaveLength(1)

    const accounts = (expenseAccount: string) =>
      api('/accounting-connections/accounts', { ...asBrowser(members.finance), body: { expenseAccount, bankAccount: '090' } })
    expect((await accounts('not a code')).status).toBe(400)
    expect((await accounts('999')).status).toBe(200)
    const refused = await issueInvoice()
    const [failed] = await eventually(
      () => syncsOf(refused),
      (rows) => rows[0]?.status === 'failed',
      30,
    )
    expect(failed!.lastError).toMatch(/999/)
    const page = await request<string>(`/dashboard/accounting?from=${today}&to=${today}`, { cookie: cookieOf(members.finance) })
    expect(page.body).toContain('What Xero refused')
    expect(page.body).toContain(refused.number)
    expect((await accounts('429')).status).toBe(200)
    expect((await sendPeriod(members.finance)).body).toEqual({ queued: 1 })
    await eventually(
      () => syncsOf(refused),
      (rows) => rows[0]?.status === 'synced',
      30,
    )
    expect(billsNumbered(refused.number)).toHaveLength(1)
  })

  it('refreshes a token Xero stopped taking once, however many syncs find out together', async () => {
    const refreshes = () =>
      xero.state.requests.filter((call) => call.path === '/connect/token' && call.body.includes('grant_type=refresh_token')).length
    const before = refreshes()
    xero.state.expireAccessTokens()
    const [first, second] = await Promise.all([issueInvoice(), issueInvoice()])
    for (const invoice of [first!, second!])
      await eventually(
        () => syncsOf(invoice),
        (rows) => rows[0]?.status === 'synced',
        30,
      )
    expect(refreshes() - before).toBe(1)
    expect([...billsNumbered(first!.number), ...billsNumbered(second!.number)]).toHaveLength(2)
  })

  it('disconnecting keeps what was synced: connecting the same organisation again sends nothing twice', async () => {
    expect((await api('/accounting-connections/disconnect', { ...asBrowser(members.finance), body: {} })).status).toBe(200)
    expect((await sendPeriod(members.finance)).status).toBe(404)
    const bills = xero.state.invoices.length
    expect(await connect(members.owner)).toBe('/dashboard/accounting?xero=connected')
    expect((await sendPeriod(members.owner)).body).toEqual({ queued: 0 })
    expect(xero.state.invoices).toHaveLength(bills)
  })
})
