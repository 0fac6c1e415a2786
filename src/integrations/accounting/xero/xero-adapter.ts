// Xero's accounting API over plain fetch rather than the xero-node SDK: the SDK's endpoints are
// fixed to xero.com, so a local stand-in could not take Xero's place in tests and demos, and it
// brings a large dependency tree for the handful of requests the app makes.
import { createHash } from 'node:crypto'

import { z } from 'zod'

import { taxedLines, type Bill } from '@/domain/accounting/bill'
import {
  AccountingSystemError,
  type AccountingAdapter,
  type AccountingSession,
  type AccountingTokens,
} from '@/integrations/accounting/accounting-adapter'

export type XeroConfig = { clientId: string; clientSecret: string; loginUrl: string; identityUrl: string; apiUrl: string; timeoutMs?: number }

const SCOPES = 'openid offline_access accounting.transactions accounting.contacts'
/** The Australian tax type "GST on Expenses": 10 % GST the customer claims back. */
const GST_ON_EXPENSES = 'INPUT'
/** What Xero keeps of a removed bill: one of these is no longer the bill. */
const REMOVED_STATUSES = ['DELETED', 'VOIDED']

const TOKENS = z.object({ access_token: z.string(), refresh_token: z.string(), expires_in: z.number() })
const CONNECTIONS = z.array(z.object({ tenantId: z.string(), tenantType: z.string(), tenantName: z.string() }))
const CONTACTS = z.object({ Contacts: z.array(z.object({ ContactID: z.string() })) })
const INVOICES = z.object({ Invoices: z.array(z.object({ InvoiceID: z.string(), Status: z.string() })) })
const PAYMENTS = z.object({ Payments: z.array(z.object({ PaymentID: z.string() })) })
const OAUTH_ERROR = z.object({ error: z.string() })
const VALIDATION_ERROR = z.object({
  Message: z.string().optional(),
  Elements: z.array(z.object({ ValidationErrors: z.array(z.object({ Message: z.string() })).optional() })).optional(),
})

const OAUTH_MESSAGES: Record<string, string> = {
  invalid_grant: 'Xero no longer accepts this authorisation: the organisation has to be connected again',
  invalid_client: "Xero does not recognise the app's client id and secret",
}

/** The adapter's settings from XERO_* variables, or null when the app has no Xero client. */
export function xeroConfigFromEnv(env: Record<string, string | undefined> = process.env): XeroConfig | null {
  const { XERO_CLIENT_ID: clientId, XERO_CLIENT_SECRET: clientSecret } = env
  if (!clientId || !clientSecret) return null
  const timeoutSeconds = Number(env.XERO_TIMEOUT_SECONDS || 15)
  if (!(timeoutSeconds > 0)) throw new Error(`XERO_TIMEOUT_SECONDS must be a positive number of seconds, not "${env.XERO_TIMEOUT_SECONDS}"`)
  return {
    clientId,
    clientSecret,
    loginUrl: env.XERO_LOGIN_URL || 'https://login.xero.com',
    identityUrl: env.XERO_IDENTITY_URL || 'https://identity.xero.com',
    apiUrl: env.XERO_API_URL || 'https://api.xero.com',
    timeoutMs: timeoutSeconds * 1000,
  }
}

type Answer = { status: number; headers: Headers; body: unknown }

const dollars = (cents: number): number => cents / 100

/** A string in Xero's `where` filter: double-quoted, with quotes and backslashes escaped. */
const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`

/**
 * The idempotency key as sent: scoped to the organisation, so a record pushed again after the
 * company connects another organisation is not answered with the first one's result, and hashed
 * to fit Xero's limit of 128 characters.
 */
const scopedKey = (tenantId: string, key: string): string => createHash('sha256').update(`${tenantId}\n${key}`).digest('hex')

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Status 0 means no answer came back: Xero was unreachable or too slow, both worth a retry. */
async function exchange(url: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    return { status: response.status, headers: response.headers, body: parseJson(await response.text()) }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError'
    throw new AccountingSystemError(timedOut ? `Xero did not answer within ${timeoutMs / 1000} seconds` : 'Xero could not be reached', 0, true)
  }
}

function validationMessage(body: unknown): string {
  const parsed = VALIDATION_ERROR.safeParse(body)
  if (!parsed.success) return 'Xero refused the request as invalid'
  const messages = (parsed.data.Elements ?? []).flatMap((element) => (element.ValidationErrors ?? []).map((error) => error.Message))
  return messages.length > 0 ? [...new Set(messages)].join('; ') : (parsed.data.Message ?? 'Xero refused the request as invalid')
}

/** Why Xero refused, in plain words; the request's token never appears in them. */
function xeroError({ status, headers, body }: Answer): AccountingSystemError {
  const refusal = (message: string, retryable = false, retryAfterSeconds: number | null = null) =>
    new AccountingSystemError(message, status, retryable, retryAfterSeconds)
  const oauth = OAUTH_ERROR.safeParse(body)
  if (oauth.success) return refusal(OAUTH_MESSAGES[oauth.data.error] ?? `Xero refused the authorisation (${oauth.data.error})`)
  if (status === 400) return refusal(validationMessage(body))
  if (status === 401) return refusal("Xero no longer accepts the connection's token")
  if (status === 403) return refusal('Xero refuses access to this organisation: it was disconnected, or the connection lacks permission')
  if (status === 404) return refusal('Xero has no such record')
  if (status === 429) {
    const seconds = Number(headers.get('retry-after') ?? '')
    if (!(seconds > 0)) return refusal("Xero's rate limit was reached", true)
    return refusal(`Xero's rate limit was reached: try again in ${seconds} seconds`, true, seconds)
  }
  if (status >= 500) return refusal(`Xero could not handle the request just now (status ${status})`, true)
  return refusal(`Xero refused the request (status ${status})`)
}

/** The one record a write answers with. */
function written<T>([record]: T[]): T {
  if (record === undefined) throw new AccountingSystemError('Xero answered the write without the record written', 200, false)
  return record
}

const billInvoice = (bill: Bill, contactId: string, accountCode: string) => ({
  Type: 'ACCPAY',
  Contact: { ContactID: contactId },
  InvoiceNumber: bill.number,
  Reference: bill.reference,
  Date: bill.issuedOn,
  DueDate: bill.dueOn,
  LineAmountTypes: 'Exclusive',
  CurrencyCode: 'AUD',
  Status: 'AUTHORISED',
  LineItems: taxedLines(bill).map((line) => ({
    Description: line.description,
    Quantity: line.quantity,
    UnitAmount: dollars(line.unitAmount),
    AccountCode: accountCode,
    TaxType: GST_ON_EXPENSES,
    TaxAmount: dollars(line.gst),
  })),
})

export function xeroAdapter(config: XeroConfig): AccountingAdapter {
  const [loginUrl, identityUrl, apiUrl] = [config.loginUrl, config.identityUrl, config.apiUrl].map((url) => url.replace(/\/+$/, ''))
  const timeoutMs = config.timeoutMs ?? 15_000

  async function request<T>(url: string, init: RequestInit, shape: z.ZodType<T>): Promise<T> {
    const answer = await exchange(url, init, timeoutMs)
    if (answer.status >= 400) throw xeroError(answer)
    const parsed = shape.safeParse(answer.body)
    if (!parsed.success) throw new AccountingSystemError('Xero answered in a form the app does not read', answer.status, false)
    return parsed.data
  }

  async function grant(form: Record<string, string>): Promise<AccountingTokens> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')
    const init = { method: 'POST', headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' }, body: new URLSearchParams(form) }
    const tokens = await request(`${identityUrl}/connect/token`, init, TOKENS)
    return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresAt: new Date(Date.now() + tokens.expires_in * 1000) }
  }

  function accounting<T>(
    session: AccountingSession,
    call: { method: 'GET' | 'POST' | 'PUT'; resource: string; where?: string; body?: unknown; idempotencyKey?: string },
    shape: z.ZodType<T>,
  ): Promise<T> {
    const query = call.where === undefined ? '' : `?where=${encodeURIComponent(call.where)}`
    const headers: Record<string, string> = {
      Authorization: `Bearer ${session.accessToken}`,
      'Xero-tenant-id': session.tenantId,
      Accept: 'application/json',
    }
    if (call.body !== undefined) headers['Content-Type'] = 'application/json'
    if (call.idempotencyKey !== undefined) headers['Idempotency-Key'] = scopedKey(session.tenantId, call.idempotencyKey)
    const body = call.body === undefined ? undefined : JSON.stringify(call.body)
    return request(`${apiUrl}/api.xro/2.0/${call.resource}${query}`, { method: call.method, headers, body }, shape)
  }

  return {
    provider: 'xero',

    authorizeUrl({ redirectUri, state }) {
      const query = new URLSearchParams({ response_type: 'code', client_id: config.clientId, redirect_uri: redirectUri, scope: SCOPES, state })
      return `${loginUrl}/identity/connect/authorize?${query}`
    },

    exchangeCode: ({ code, redirectUri }) => grant({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),

    refresh: (refreshToken) => grant({ grant_type: 'refresh_token', refresh_token: refreshToken }),

    async tenants(accessToken) {
      const init = { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } }
      const connections = await request(`${apiUrl}/connections`, init, CONNECTIONS)
      return connections
        .filter((connection) => connection.tenantType === 'ORGANISATION')
        .map(({ tenantId, tenantName }) => ({ tenantId, name: tenantName }))
    },

    async ensureSupplier(session, supplier) {
      const found = await accounting(session, { method: 'GET', resource: 'Contacts', where: `Name==${quoted(supplier.name)}` }, CONTACTS)
      const existing = found.Contacts[0]
      if (existing) return existing.ContactID
      // Xero keeps an Australian contact's ABN as its tax number.
      const body = { Contacts: [{ Name: supplier.name, EmailAddress: supplier.email ?? undefined, TaxNumber: supplier.abn ?? undefined }] }
      // No record of ours stands for the contact, so its name keys the write: first pushes racing create one.
      const idempotencyKey = `supplier ${supplier.name}`
      const created = await accounting(session, { method: 'POST', resource: 'Contacts', body, idempotencyKey }, CONTACTS)
      return written(created.Contacts).ContactID
    },

    async pushBill(session, { bill, supplierId, accountCode, idempotencyKey }) {
      // Xero takes a second bill with the same number from the same supplier, so the app looks first.
      const where = `Type=="ACCPAY" AND Contact.ContactID==guid(${quoted(supplierId)}) AND InvoiceNumber==${quoted(bill.number)}`
      const found = await accounting(session, { method: 'GET', resource: 'Invoices', where }, INVOICES)
      const existing = found.Invoices.find((invoice) => !REMOVED_STATUSES.includes(invoice.Status))
      if (existing) return { remoteId: existing.InvoiceID, created: false }
      const body = { Invoices: [billInvoice(bill, supplierId, accountCode)] }
      const created = await accounting(session, { method: 'PUT', resource: 'Invoices', body, idempotencyKey }, INVOICES)
      return { remoteId: written(created.Invoices).InvoiceID, created: true }
    },

    async pushPayment(session, { payment, remoteBillId, bankAccountCode, idempotencyKey }) {
      const body = {
        Payments: [
          {
            Invoice: { InvoiceID: remoteBillId },
            Account: { Code: bankAccountCode },
            Date: payment.paidOn,
            Amount: dollars(payment.bill.total),
            Reference: payment.bill.number,
          },
        ],
      }
      const created = await accounting(session, { method: 'PUT', resource: 'Payments', body, idempotencyKey }, PAYMENTS)
      return { remoteId: written(created.Payments).PaymentID }
    },
  }
}
