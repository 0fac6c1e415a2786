import { inject } from 'vitest'

export type ApiResponse<T = any> = { status: number; body: T; headers: Headers }

export const baseURL = () => inject('baseURL')

type RequestOptions = {
  method?: string
  body?: unknown
  rawBody?: string
  token?: string
  cookie?: string
  headers?: Record<string, string>
}

/** One HTTP request to the running app; JSON in, JSON (or text) out. */
export const request = async <T = any>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
  const headers: Record<string, string> = { ...options.headers }
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] ??= 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.cookie) headers.cookie = options.cookie
  const response = await fetch(`${baseURL()}${path}`, {
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

export const latestEmailTo = async (staffToken: string, to: string) => {
  const { body } = await api<{ docs: { to: string; subject: string; html: string; text: string }[] }>('/outbox?limit=200', {
    token: staffToken,
  })
  return body.docs.find((email) => email.to.includes(to)) ?? null
}
