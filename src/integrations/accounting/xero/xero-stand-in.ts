import { randomBytes, randomUUID } from 'node:crypto'
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

import { standInBooks, type StandInAnswer } from './xero-stand-in-books'
import { listenAsStandIn } from '@/integrations/stand-in-server'

export type XeroStandInOptions = {
  port?: number
  clientId?: string
  clientSecret?: string
  tenantId?: string
  tenantName?: string
  /** Account codes a bill's lines may be coded to. */
  expenseAccountCodes?: string[]
  /** Account codes a payment may come from. */
  bankAccountCodes?: string[]
}

/** What the stand-in answers to unless told otherwise: the app's XERO_* settings for a demo. */
export const XERO_STAND_IN_DEFAULTS = {
  clientId: 'xero-stand-in-client',
  clientSecret: 'xero-stand-in-secret',
  tenantId: '4f1c2a9e-7b3d-4e5f-8a6b-0c9d8e7f6a5b',
  tenantName: 'Harbour & Co. (Xero stand-in)',
  expenseAccountCodes: ['300', '310', '400', '429'],
  bankAccountCodes: ['090'],
} satisfies Required<Omit<XeroStandInOptions, 'port'>>

export type RecordedXeroRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: string }

const ACCOUNTING_PATH = '/api.xro/2.0/'

const problem = (status: number, detail: string): StandInAnswer => ({
  status,
  body: { Type: null, Title: STATUS_CODES[status], Status: status, Detail: detail, Instance: randomUUID(), Extensions: {} },
})

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const send = (res: ServerResponse, { status, body, headers }: StandInAnswer) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}

/**
 * A local stand-in for the Xero endpoints the app uses: the consent page (which consents at once),
 * the token endpoint, the connections list, and the accounting API's contacts, bills and payments
 * of one organisation. It checks tokens and the tenant header as Xero does, honours idempotency
 * keys, and, like Xero, takes a second bill with a number already used. `state` shows what it
 * holds and was sent, and lets a test make the next calls fail or answer slowly.
 */
export async function startXeroStandIn(options: XeroStandInOptions = {}) {
  const settings = { ...XERO_STAND_IN_DEFAULTS, ...options }
  const books = standInBooks({ expense: settings.expenseAccountCodes, bank: settings.bankAccountCodes })
  const codes = new Map<string, string>()
  const accessTokens = new Set<string>()
  const refreshTokens = new Set<string>()
  const replays = new Map<string, StandInAnswer>()
  const requests: RecordedXeroRequest[] = []
  const failures: number[] = []
  const delays: number[] = []
  const connectionId = randomUUID()
  const basic = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`

  const secret = (kind: string) => `stand-in-${kind}-${randomBytes(18).toString('base64url')}`
  const bearerAccepted = (req: IncomingMessage) => accessTokens.has((req.headers.authorization ?? '').replace(/^Bearer /, ''))

  function authorize(query: URLSearchParams, res: ServerResponse) {
    const redirectUri = query.get('redirect_uri')
    if (query.get('client_id') !== settings.clientId || query.get('response_type') !== 'code' || !redirectUri) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      return res.end('The stand-in refuses this authorisation request: an unknown client_id, no redirect_uri, or a response_type other than code.')
    }
    const code = secret('code')
    codes.set(code, redirectUri)
    const back = new URL(redirectUri)
    back.searchParams.set('code', code)
    const state = query.get('state')
    if (state !== null) back.searchParams.set('state', state)
    res.writeHead(302, { location: back.toString() })
    res.end()
  }

  function issueTokens(): StandInAnswer {
    const [accessToken, refreshToken] = [secret('access'), secret('refresh')]
    accessTokens.add(accessToken)
    refreshTokens.add(refreshToken)
    const scope = 'openid offline_access accounting.transactions accounting.contacts'
    return { status: 200, body: { access_token: accessToken, refresh_token: refreshToken, expires_in: 1800, token_type: 'Bearer', scope } }
  }

  /** A code works once, for the redirect it was issued to; a refresh token works once, rotated. */
  function token(req: IncomingMessage, form: URLSearchParams): StandInAnswer {
    const oauthError = (error: string): StandInAnswer => ({ status: 400, body: { error } })
    if (req.headers.authorization !== basic) return oauthError('invalid_client')
    const grantType = form.get('grant_type')
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? ''
      const redirectUri = codes.get(code)
      codes.delete(code)
      return redirectUri !== undefined && redirectUri === form.get('redirect_uri') ? issueTokens() : oauthError('invalid_grant')
    }
    if (grantType === 'refresh_token') return refreshTokens.delete(form.get('refresh_token') ?? '') ? issueTokens() : oauthError('invalid_grant')
    return oauthError('unsupported_grant_type')
  }

  function connections(req: IncomingMessage): StandInAnswer {
    if (!bearerAccepted(req)) return problem(401, 'AuthenticationUnsuccessful')
    const when = new Date().toISOString()
    const organisation = { tenantId: settings.tenantId, tenantType: 'ORGANISATION', tenantName: settings.tenantName }
    return { status: 200, body: [{ id: connectionId, authEventId: connectionId, ...organisation, createdDateUtc: when, updatedDateUtc: when }] }
  }

  function failure(status: number): StandInAnswer {
    const failed = problem(status, 'The stand-in was told to fail this call')
    return status === 429 ? { ...failed, headers: { 'retry-after': '1', 'x-rate-limit-problem': 'minute' } } : failed
  }

  /**
   * An accounting call, failed when a test asked, checked for its token and tenant as Xero does,
   * then done on the books; a write whose idempotency key was used on its path gets the first answer.
   */
  function accounting(req: IncomingMessage, path: string, query: URLSearchParams, body: string): StandInAnswer {
    const failStatus = failures.shift()
    if (failStatus !== undefined) return failure(failStatus)
    if (!bearerAccepted(req)) return problem(401, 'AuthenticationUnsuccessful')
    if (req.headers['xero-tenant-id'] !== settings.tenantId) return problem(403, 'AuthenticationUnsuccessful')
    const method = req.method ?? 'GET'
    const key = req.headers['idempotency-key']
    const replayKey = method !== 'GET' && typeof key === 'string' ? `${method} ${path} ${key}` : null
    const earlier = replayKey === null ? undefined : replays.get(replayKey)
    if (earlier) return earlier
    const answer = books.answer(method, path.slice(ACCOUNTING_PATH.length), query.get('where'), parseJson(body))
    // Only a write that happened is remembered: a refused one may be corrected and sent again.
    if (replayKey !== null && answer.status === 200) replays.set(replayKey, answer)
    return answer
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let body = ''
    for await (const chunk of req) body += chunk
    const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://stand-in')
    requests.push({ method: req.method ?? 'GET', path, query, headers: req.headers, body })
    if (req.method === 'GET' && path === '/identity/connect/authorize') return authorize(query, res)
    if (req.method === 'POST' && path === '/connect/token') return send(res, token(req, new URLSearchParams(body)))
    if (req.method === 'GET' && path === '/connections') return send(res, connections(req))
    if (!path.startsWith(ACCOUNTING_PATH)) return send(res, problem(404, `The stand-in has no ${req.method} ${path}`))
    const answer = accounting(req, path, query, body)
    const delay = delays.shift()
    // Unreferenced, so a test that gave up on the answer does not wait for it to end.
    if (delay !== undefined) await sleep(delay, undefined, { ref: false })
    if (!res.destroyed) send(res, answer)
  }

  const listening = await listenAsStandIn(handle, options.port)

  return {
    ...listening,
    state: {
      contacts: books.contacts,
      invoices: books.invoices,
      payments: books.payments,
      requests,
      /** The next `times` accounting calls answer `status` without being done (a 429 says Retry-After: 1). */
      failNext: (status: number, times = 1) => void failures.push(...Array<number>(times).fill(status)),
      /** The next `times` accounting calls are done, then answered `ms` late: a slow Xero, whose write still happened. */
      slowNext: (ms: number, times = 1) => void delays.push(...Array<number>(times).fill(ms)),
      /** Every access token issued stops working, as when they expire; refresh tokens still work. */
      expireAccessTokens: () => accessTokens.clear(),
    },
  }
}
