import { refusal, type Result } from '@/platform/result'

/**
 * The admin's own calls to the REST API, with the signed-in staff member's cookie. Failures come
 * back as one plain sentence from Payload's error body, so every button can show why.
 */

type ErrorBody = { message?: string; errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }

const problemIn = (body: ErrorBody | null): string | undefined => {
  const first = body?.errors?.[0]
  return first?.data?.errors?.[0]?.message ?? first?.message ?? body?.message
}

export async function adminRequest<T = unknown>(
  path: string,
  { method = 'GET', body }: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown | FormData } = {},
): Promise<Result<{ body: T }>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  const response = await fetch(`/payload-api${path}`, {
    method,
    credentials: 'same-origin',
    headers: body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  }).catch(() => null)
  if (!response) return refusal(0, 'Could not reach the server. Check the connection and try again.')
  const parsed = (await response.json().catch(() => null)) as (T & ErrorBody) | null
  if (!response.ok) return refusal(response.status, problemIn(parsed) ?? `The server answered ${response.status}. Try again.`)
  return { ok: true, body: parsed as T }
}
