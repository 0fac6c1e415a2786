import { refusal, type Result } from '@/platform/result'

/**
 * The browser's one client for Payload's REST API (`/payload-api`), with the session's cookies.
 * A refusal carries one plain sentence from Payload's error body (a field's own message first),
 * the HTTP status (0: the server was never reached) and the body as sent.
 */

/** What to say when Payload's answer says nothing itself: who reads it decides the words. */
export type Wording = { unreachable: string; failed: (status: number) => string }

export type ApiAnswer<T> = Result<{ status: number; body: T }, { body?: unknown }>

type ErrorBody = { message?: string; errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

const problemIn = (body: ErrorBody | null): string | undefined => {
  const first = body?.errors?.[0]
  return first?.data?.errors?.[0]?.message ?? first?.message ?? body?.message
}

export type ApiRequest = {
  /** GET without a body, POST with one, unless said. */
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  /** Sent as JSON, or as it is when it is a form (an upload). */
  body?: unknown
  headers?: Record<string, string>
}

export async function payloadApi<T = unknown>(path: string, { method, body, headers }: ApiRequest, wording: Wording): Promise<ApiAnswer<T>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const response = await fetch(`/payload-api${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: body === undefined ? undefined : isForm ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  }).catch(() => null)
  if (!response) return refusal(0, wording.unreachable)
  const parsed = (await response.json().catch(() => null)) as (T & ErrorBody) | null
  if (response.ok) return { ok: true, status: response.status, body: parsed as T }
  return { ...refusal(response.status, problemIn(parsed) ?? wording.failed(response.status)), body: parsed }
}
