import { IDEMPOTENCY_KEY_HEADER, idempotencyKeyProblem, KEY_REFUSALS, type KeyVerdict } from '@/domain/idempotency'

/** The key a request carries: none, a usable one, or a refusal (400) for one that is not. */
export function keyOf(headers: Headers): { key: string | null } | { refusal: Response } {
  const key = headers.get(IDEMPOTENCY_KEY_HEADER)
  if (key === null) return { key: null }
  const problem = idempotencyKeyProblem(key)
  return problem ? { refusal: Response.json({ message: problem, errors: [{ message: problem }] }, { status: 400 }) } : { key }
}

/** The HTTP answer for a key already used: its first answer again, or the refusal in plain words. */
export function answerFor(verdict: Exclude<KeyVerdict, { kind: 'proceed' }>): Response {
  if (verdict.kind === 'replay') {
    return Response.json(verdict.body, { status: verdict.status, headers: { 'idempotent-replayed': 'true' } })
  }
  const { status, message } = KEY_REFUSALS[verdict.kind]
  return Response.json({ message, errors: [{ message }] }, { status })
}
