import { inject } from 'vitest'

import { randomAddress } from './client-address'

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers }

export const baseURL = () => inject('baseURL')

type RequestOptions = {
  method?: string
  body?: unknown
  rawBody?: string
  token?: string
  cookie?: string
  headers?: Record<string, string>
  /** Another address of the app to send the request to (the app at a second host name). */
  base?: string
}

/** One HTTP request to the running app; JSON in, JSON (or text) out. */
export const request = async <T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
  // Each request comes from its own address (the test server trusts X-Forwarded-For, as behind a
  // load balancer), so the per-IP limits see separate clients unless a test names one.
  const headers: Record<string, string> = { 'x-forwarded-for': randomAddress(), ...options.headers }
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.cookie) headers.cookie = options.cookie
  const response = await fetch(`${options.base ?? baseURL()}${path}`, {
    method: options.method ?? (options.body !== undefined || options.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
    redirect: 'manual',
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: body as T, headers: response.headers }
}

export const api = <T = any>(path: string, options: RequestOptions = {}) => request<T>(`/payload-api${path}`, options)

/** A GraphQL operation over HTTP; returns the whole response so tests can check errors too. */
export const graphql = <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  request<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>('/payload-api/graphql', {
    body: { query, variables },
    token,
  })

export const DEMO = {
  staff: { email: 'admin@swagly.example', password: 'demo-admin-2026' },
  customerA: { email: 'demo@swagly.example', password: 'demo-customer-2026' },
  customerB: { email: 'sam@northwind.example', password: 'demo-customer-2026' },
}

export const login = async (collection: 'customers' | 'staff-members', credentials: { email: string; password: string }) => {
  const response = await api<{ token: string; user: { id: number } }>(`/${collection}/login`, { body: credentials })
  if (response.status !== 200) throw new Error(`Login failed for ${credentials.email}: ${JSON.stringify(response.body)}`)
  return { token: response.body.token, id: response.body.user.id }
}

/** The value of a cookie set by a response, with its attributes. */
export const setCookie = (headers: Headers, name: string): string | null =>
  headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? null

export const cookieValue = (setCookieHeader: string | null) => (setCookieHeader ? setCookieHeader.split(';')[0]! : '')

export type OutboxEmail = {
  to: string
  subject: string
  html: string
  text: string
  attachments?: { filename: string; size: number }[]
}

/** Whether a `sendEmail` job for `to` is still waiting in the queue (not yet sent, not given up). */
const emailQueuedFor = async (staffToken: string, to: string) => {
  const { body } = await api<{ docs: { input?: { email?: { to?: string } }; hasError?: boolean }[] }>(
    '/payload-jobs?where[taskSlug][equals]=sendEmail&where[completedAt][exists]=false&limit=200&depth=0',
    { token: staffToken },
  )
  return body.docs.some((job) => !job.hasError && job.input?.email?.to?.toLowerCase().includes(to.toLowerCase()))
}

/** What a test waits for: an email with this subject, or one this predicate accepts. */
export type ExpectedEmail = string | ((email: OutboxEmail) => boolean)

const matches = (expected: ExpectedEmail) => (email: OutboxEmail) => (typeof expected === 'string' ? email.subject === expected : expected(email))

/**
 * The emails to `to` in the staff-only outbox, newest first. Emails are sent by a queued job a
 * few seconds after the action that asked for them, so this waits (up to `timeoutMs`) until none
 * for `to` is left in the queue and one has arrived (the `expected` one, when given: Payload's own
 * auth emails are queued a moment after the response); after that it returns what is there,
 * possibly nothing, and the test's own expectation fails.
 */
export const emailsTo = async (staffToken: string, to: string, expected?: ExpectedEmail, timeoutMs = 15_000): Promise<OutboxEmail[]> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const [{ body }, waiting] = await Promise.all([
      api<{ docs: OutboxEmail[] }>('/outbox?limit=200', { token: staffToken }),
      emailQueuedFor(staffToken, to),
    ])
    const emails = body.docs.filter((email) => email.to.toLowerCase().includes(to.toLowerCase()))
    const arrived = expected === undefined ? emails.length > 0 : emails.some(matches(expected))
    if ((arrived && !waiting) || Date.now() > deadline) return emails
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The newest email to `to` (the newest `expected` one, when given), or null. */
export const latestEmailTo = async (staffToken: string, to: string, expected?: ExpectedEmail): Promise<OutboxEmail | null> => {
  const emails = await emailsTo(staffToken, to, expected)
  return (expected === undefined ? emails[0] : emails.find(matches(expected))) ?? null
}
