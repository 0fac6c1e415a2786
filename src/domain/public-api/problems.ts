// The public API's errors, one shape for all (RFC 9457 problem details): a stable `type` a
// client can branch on, a title that names the kind, and a detail about this occurrence.
import { z } from 'zod'

/** Every kind of problem the API answers, with its status, title and what a client does about it. */
export const PROBLEM_KINDS = {
  'missing-key': { status: 401, title: 'An API key is needed', remedy: 'Send your key on every request as an Authorization: Bearer swk_… header.' },
  'invalid-key': {
    status: 401,
    title: 'The API key is not valid',
    remedy: 'Check that the whole key was copied, swk_ included; a key that was lost cannot be shown again, so make a new one.',
  },
  'key-revoked': {
    status: 401,
    title: 'The API key was revoked',
    remedy: 'Someone at your company revoked this key: make a new one and use it instead.',
  },
  'key-expired': { status: 401, title: 'The API key has expired', remedy: 'The key is past its last day: make a new one and use it instead.' },
  'address-not-allowed': {
    status: 403,
    title: 'The API key is not allowed from this address',
    remedy: 'Call from an address on the key’s allow-list, or make a key whose allow-list includes this one.',
  },
  'scope-missing': {
    status: 403,
    title: 'The API key lacks the scope this needs',
    remedy: 'Use a key with the scope the detail names, or make one that has it.',
  },
  'maker-left': {
    status: 403,
    title: 'The member who made the API key has left the company',
    remedy: 'A key acts as the member who made it: ask an owner or admin who stays to make a new key.',
  },
  forbidden: {
    status: 403,
    title: 'Not allowed',
    remedy: 'The role of the member who made the key does not allow this; ask an owner or admin.',
  },
  'not-found': {
    status: 404,
    title: 'Not found',
    remedy: 'Check the id: it must be one of your company’s, as the matching list gives it.',
  },
  'invalid-request': {
    status: 400,
    title: 'The request is not valid',
    remedy: 'Correct each parameter the errors list points to, and send the request again.',
  },
  'too-large': {
    status: 413,
    title: 'The request is too large',
    remedy: 'Send a smaller body: at most 64 KB of JSON, or 512 KB for a list of recipients.',
  },
  conflict: {
    status: 409,
    title: 'The request conflicts with the current state',
    remedy: 'Read the thing again (its stock or status may have changed), or wait a moment if a retry is still running.',
  },
  'key-reused': {
    status: 422,
    title: 'The Idempotency-Key was used for a different request',
    remedy: 'Use a new Idempotency-Key for each new request, and the same one only to retry that request unchanged.',
  },
  'rate-limited': {
    status: 429,
    title: 'Too many requests',
    remedy: 'Wait the seconds Retry-After gives, and pace requests by RateLimit-Remaining to stay under the limit.',
  },
  'server-error': {
    status: 500,
    title: 'Something went wrong on our side',
    remedy: 'Try again in a moment; if it keeps failing, tell us the answer’s X-Request-Id so we can find it.',
  },
} as const

export type ProblemKind = keyof typeof PROBLEM_KINDS

/** The API reference page, whose section on errors explains each kind. */
export const API_REFERENCE_PATH = '/api/v1/docs'

/** The id of a kind's entry on the API reference page. */
export const problemAnchor = (kind: ProblemKind): string => `problem-${kind}`

/** Where each kind is explained: its entry on the API reference page. */
export const problemType = (kind: ProblemKind): string => `${API_REFERENCE_PATH}#${problemAnchor(kind)}`

export const problemSchema = z
  .object({
    type: z.string().meta({ description: 'Names the kind of problem; the reference explains each.', example: problemType('scope-missing') }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().meta({ description: 'This occurrence, in plain words.' }),
    errors: z
      .array(z.object({ pointer: z.string(), detail: z.string() }))
      .optional()
      .meta({ description: 'For a request that is not valid: each wrong parameter, and why.' }),
  })
  .meta({ id: 'Problem', description: 'An error (RFC 9457 problem details), answered as application/problem+json.' })

export type Problem = z.infer<typeof problemSchema>

/** The kind of problem an operation's refusal with this status is. */
export const kindOfStatus = (status: number): ProblemKind =>
  (({ 403: 'forbidden', 404: 'not-found', 409: 'conflict', 413: 'too-large', 422: 'key-reused' }) as const)[status] ?? 'invalid-request'

export const problem = (kind: ProblemKind, detail: string, errors?: Problem['errors']): Problem => ({
  type: problemType(kind),
  title: PROBLEM_KINDS[kind].title,
  status: PROBLEM_KINDS[kind].status,
  detail,
  ...(errors && errors.length > 0 ? { errors } : {}),
})

/** A field's path as an operation names it (`recipients.3.email`) as a JSON pointer (`/recipients/3/email`). */
export const pointerOf = (field: string): string => `/${field.replaceAll('.', '/')}`

/** Each issue zod found with a request's parameters, as a pointer (`/limit`) and plain words. */
export const parameterErrors = (issues: readonly z.core.$ZodIssue[]): NonNullable<Problem['errors']> =>
  issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ pointer: `/${key}`, detail: `${key} is not a parameter here.` }))
      : [{ pointer: `/${issue.path.map(String).join('/')}`, detail: issue.message }],
  )
