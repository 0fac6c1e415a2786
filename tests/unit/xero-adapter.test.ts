import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { taxedLines, type Bill, type Supplier } from '@/domain/accounting/bill'
import type { AccountingSession } from '@/integrations/accounting/accounting-adapter'
import { xeroAdapter, xeroConfigFromEnv, type XeroConfig } from '@/integrations/accounting/xero/xero-adapter'
import { startXeroStandIn, XERO_STAND_IN_DEFAULTS } from '@/integrations/accounting/xero/xero-stand-in'

import { halfCentBill } from '../support/accounting-bill'

/** The adapter against the Xero stand-in over real HTTP: OAuth, the supplier, bills and payments. */

const REDIRECT = 'http://127.0.0.1:3000/dashboard/accounting/xero/callback'
// A double quote in the name, to show the `where` filter escapes it.
const supplier: Supplier = { name: 'Swagly "Merch" Pty Ltd', abn: '51 824 753 556', email: 'accounts@swagly.example' }

const billNumbered = (number: string): Bill => halfCentBill({ number })

let standIn: Awaited<ReturnType<typeof startXeroStandIn>>
let config: XeroConfig
let adapter: ReturnType<typeof xeroAdapter>
let session: AccountingSession
let supplierId: string

/** The member's trip through the consent page, as the browser would follow its redirect. */
async function consent(state: string): Promise<URL> {
  const page = await fetch(adapter.authorizeUrl({ redirectUri: REDIRECT, state }), { redirect: 'manual' })
  expect(page.status).toBe(302)
  return new URL(page.headers.get('location')!)
}

const billsNumbered = (number: string) => standIn.state.invoices.filter((invoice) => invoice.InvoiceNumber === number)

beforeAll(async () => {
  standIn = await startXeroStandIn()
  const { clientId, clientSecret } = XERO_STAND_IN_DEFAULTS
  config = { clientId, clientSecret, loginUrl: standIn.url, identityUrl: standIn.url, apiUrl: standIn.url, timeoutMs: 2000 }
  adapter = xeroAdapter(config)
})

afterAll(() => standIn.close())

describe('connecting an organisation', () => {
  it('sends the member to consent with the scopes, and exchanges the code for tokens once', async () => {
    const authorize = new URL(adapter.authorizeUrl({ redirectUri: REDIRECT, state: 'state & more' }))
    expect(authorize.pathname).toBe('/identity/connect/authorize')
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      response_type: 'code',
      client_id: config.clientId,
      redirect_uri: REDIRECT,
      scope: 'openid offline_access accounting.transactions accounting.contacts',
      state: 'state & more',
    })
    const back = await consent('state & more')
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT)
    expect(back.searchParams.get('state')).toBe('state & more')
    const code = back.searchParams.get('code')!
    const before = Date.now()
    const tokens = await adapter.exchangeCode({ code, redirectUri: REDIRECT })
    expect(tokens.accessToken).not.toBe(tokens.refreshToken)
    expect(tokens.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 1800_000)
    expect(tokens.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 1800_000)
    await expect(adapter.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toMatchObject({ status: 400, retryable: false })
    session = { tenantId: XERO_STAND_IN_DEFAULTS.tenantId, accessToken: tokens.accessToken }
  })

  it('refuses a wrong client secret in plain words', async () => {
    const code = (await consent('s')).searchParams.get('code')!
    const wrongSecret = xeroAdapter({ ...config, clientSecret: 'not-the-secret' })
    await expect(wrongSecret.exchangeCode({ code, redirectUri: REDIRECT })).rejects.toMatchObject({
      message: "Xero does not recognise the app's client id and secret",
      retryable: false,
    })
  })

  it('lists the organisation the tokens may act for', async () => {
    expect(await adapter.tenants(session.accessToken)).toEqual([{ tenantId: XERO_STAND_IN_DEFAULTS.tenantId, name: 'Harbour & Co. (Xero stand-in)' }])
  })

  it('refreshes expired tokens, and a refresh token works only once', async () => {
    const code = (await consent('s')).searchParams.get('code')!
    const first = await adapter.exchangeCode({ code, redirectUri: REDIRECT })
    standIn.state.expireAccessTokens()
    await expect(adapter.tenants(first.accessToken)).rejects.toMatchObject({ status: 401, retryable: false })
    const second = await adapter.refresh(first.refreshToken)
    expect(second.refreshToken).not.toBe(first.refreshToken)
    expect(await adapter.tenants(second.accessToken)).toHaveLength(1)
    await expect(adapter.refresh(first.refreshToken)).rejects.toMatchObject({ status: 400, retryable: false })
    session = { ...session, accessToken: second.accessToken }
  })
})

describe('the supplier, bills and payments', () => {
  it('creates the supplier once, with its ABN as tax number, and finds it the second time', async () => {
    supplierId = await adapter.ensureSupplier(session, supplier)
    expect(await adapter.ensureSupplier(session, supplier)).toBe(supplierId)
    expect(standIn.state.requests.filter((request) => request.method === 'POST' && request.path === '/api.xro/2.0/Contacts')).toHaveLength(1)
    expect(standIn.state.contacts).toEqual([
      { ContactID: supplierId, Name: supplier.name, EmailAddress: supplier.email, TaxNumber: supplier.abn, ContactStatus: 'ACTIVE' },
    ])
    const lookup = standIn.state.requests.filter((request) => request.path === '/api.xro/2.0/Contacts' && request.method === 'GET').at(-1)!
    expect(lookup.query.get('where')).toBe('Name=="Swagly \\"Merch\\" Pty Ltd"')
    expect(lookup.headers['xero-tenant-id']).toBe(session.tenantId)
  })

  it('pushes an approved bill whose lines, GST and total are the invoice’s', async () => {
    const bill = billNumbered('INV-000042')
    const pushed = await adapter.pushBill(session, { bill, supplierId, accountCode: '310', idempotencyKey: 'bill-42' })
    expect(pushed.created).toBe(true)
    const [stored] = billsNumbered('INV-000042')
    expect(stored).toMatchObject({
      InvoiceID: pushed.remoteId,
      Type: 'ACCPAY',
      Status: 'AUTHORISED',
      Contact: { ContactID: supplierId },
      Reference: 'PO-7781',
      Date: '2026-11-02',
      DueDate: '2026-11-16',
      CurrencyCode: 'AUD',
      SubTotal: 50.1,
      TotalTax: bill.gst / 100,
      Total: bill.total / 100,
      AmountDue: bill.total / 100,
    })
    expect(stored!.LineItems.map(({ LineItemID: _id, ...line }) => line)).toEqual(
      taxedLines(bill).map((line) => ({
        Description: line.description,
        Quantity: line.quantity,
        UnitAmount: line.unitAmount / 100,
        AccountCode: '310',
        TaxType: 'INPUT',
        TaxAmount: line.gst / 100,
        LineAmount: line.amount / 100,
      })),
    )
    const write = standIn.state.requests.filter((request) => request.method === 'PUT').at(-1)!
    expect(write.headers['idempotency-key']).toMatch(/^[0-9a-f]{64}$/)
  })

  it('finds the bill already there instead of pushing it twice, whatever the key', async () => {
    const again = await adapter.pushBill(session, {
      bill: billNumbered('INV-000042'),
      supplierId,
      accountCode: '310',
      idempotencyKey: 'bill-42-retry',
    })
    expect(again).toEqual({ remoteId: billsNumbered('INV-000042')[0]!.InvoiceID, created: false })
    expect(billsNumbered('INV-000042')).toHaveLength(1)
  })

  it('leaves one bill when two pushes of it race with the same key', async () => {
    // Both lookups are answered late, so both find nothing and both send the bill.
    standIn.state.slowNext(200, 2)
    const push = () => adapter.pushBill(session, { bill: billNumbered('INV-000043'), supplierId, accountCode: '310', idempotencyKey: 'bill-43' })
    const [first, second] = await Promise.all([push(), push()])
    expect(second).toEqual(first)
    expect(billsNumbered('INV-000043')).toHaveLength(1)
    expect(standIn.state.requests.filter((request) => request.method === 'PUT' && request.body.includes('INV-000043'))).toHaveLength(2)
  })

  it('records the payment of the whole bill, which makes it paid', async () => {
    const bill = billNumbered('INV-000042')
    const remoteBillId = billsNumbered('INV-000042')[0]!.InvoiceID
    const paid = await adapter.pushPayment(session, {
      payment: { bill, paidOn: '2026-11-10' },
      remoteBillId,
      bankAccountCode: '090',
      idempotencyKey: 'pay-42',
    })
    expect(standIn.state.payments.find((payment) => payment.PaymentID === paid.remoteId)).toMatchObject({
      Invoice: { InvoiceID: remoteBillId },
      Account: { Code: '090' },
      Date: '2026-11-10',
      Amount: bill.total / 100,
      Reference: 'INV-000042',
    })
    expect(billsNumbered('INV-000042')[0]).toMatchObject({ Status: 'PAID', AmountDue: 0, AmountPaid: bill.total / 100 })
    const paidAgain = adapter.pushPayment(session, {
      payment: { bill, paidOn: '2026-11-11' },
      remoteBillId,
      bankAccountCode: '090',
      idempotencyKey: 'pay-42-again',
    })
    await expect(paidAgain).rejects.toMatchObject({ message: 'Payment amount exceeds the amount outstanding on this document.', retryable: false })
  })
})

describe("Xero's refusals, as the app reads them", () => {
  const push = (number: string, accountCode = '310') =>
    adapter.pushBill(session, { bill: billNumbered(number), supplierId, accountCode, idempotencyKey: `bill-${number}` })

  it("passes on a validation error with Xero's own words, not to be retried", async () => {
    await expect(push('INV-000044', '999')).rejects.toMatchObject({
      name: 'AccountingSystemError',
      message: "Account code '999' is not a valid code for this document.",
      status: 400,
      retryable: false,
    })
    expect(billsNumbered('INV-000044')).toEqual([])
  })

  it('asks for a retry after a rate limit, as long as Xero says, and after an outage', async () => {
    standIn.state.failNext(429)
    await expect(push('INV-000045')).rejects.toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 1 })
    standIn.state.failNext(503)
    await expect(push('INV-000045')).rejects.toMatchObject({ status: 503, retryable: true, retryAfterSeconds: null })
    expect(billsNumbered('INV-000045')).toEqual([])
  })

  it('refuses a token Xero does not know without retrying or repeating it', async () => {
    const refusal = adapter.ensureSupplier({ ...session, accessToken: 'stolen-or-stale-token' }, supplier)
    await expect(refusal).rejects.toMatchObject({ message: "Xero no longer accepts the connection's token", status: 401, retryable: false })
    await expect(adapter.ensureSupplier({ ...session, tenantId: 'another-organisation' }, supplier)).rejects.toMatchObject({
      status: 403,
      retryable: false,
    })
  })

  it('gives up on a slow answer as retryable, and the retry with the same key pays once', async () => {
    const bill = billNumbered('INV-000046')
    const { remoteId: remoteBillId } = await push('INV-000046')
    const impatient = xeroAdapter({ ...config, timeoutMs: 100 })
    const payment = { payment: { bill, paidOn: '2026-11-12' }, remoteBillId, bankAccountCode: '090', idempotencyKey: 'pay-46' }
    standIn.state.slowNext(1000)
    await expect(impatient.pushPayment(session, payment)).rejects.toMatchObject({
      message: 'Xero did not answer within 0.1 seconds',
      status: 0,
      retryable: true,
    })
    const retried = await adapter.pushPayment(session, payment)
    expect(standIn.state.payments.filter((paid) => paid.Invoice.InvoiceID === remoteBillId).map((paid) => paid.PaymentID)).toEqual([retried.remoteId])
  })
})

describe('xeroConfigFromEnv', () => {
  it('needs a client id and secret, and defaults to Xero itself with a 15-second timeout', () => {
    expect(xeroConfigFromEnv({ XERO_CLIENT_ID: 'id' })).toBeNull()
    expect(xeroConfigFromEnv({ XERO_CLIENT_ID: 'id', XERO_CLIENT_SECRET: 'secret' })).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      loginUrl: 'https://login.xero.com',
      identityUrl: 'https://identity.xero.com',
      apiUrl: 'https://api.xero.com',
      timeoutMs: 15_000,
    })
    const standInEnv = { XERO_CLIENT_ID: 'id', XERO_CLIENT_SECRET: 'secret', XERO_API_URL: 'http://127.0.0.1:4010', XERO_TIMEOUT_SECONDS: '2.5' }
    expect(xeroConfigFromEnv(standInEnv)).toMatchObject({ apiUrl: 'http://127.0.0.1:4010', timeoutMs: 2500 })
    expect(() => xeroConfigFromEnv({ ...standInEnv, XERO_TIMEOUT_SECONDS: 'soon' })).toThrow('XERO_TIMEOUT_SECONDS')
  })
})
