// The public API's errors, one shape for all (RFC 9457 problem details): a stable `type` a
// client can branch on, a title that names the kind, and a detail about this occurrence.
import { z } from 'zod'

/** Every kind of problem the API answers, with its status and title. */
export const PROBLEM_KINDS = {
  'missing-key': { status: 401, title: 'An API key is needed' },
  'invalid-key': { status: 401, title: 'The API key is not valid' },
  'key-revoked': { status: 401, title: 'The API key was revoked' },
  'key-expired': { status: 401, title: 'The API key has expired' },
  'address-not-allowed': { status: 403, title: 'The API key is not allowed from this address' },
  'scope-missing': { status: 403, title: 'The API key lacks the scope this needs' },
  'maker-left': { status: 403, title: 'The member who made the API key has left the company' },
  forbidden: { status: 403, title: 'Not allowed' },
  'not-found': { status: 404, title: 'Not found' },
  'invalid-request': { status: 400, title: 'The request is not valid' },
  'too-large': { status: 413, title: 'The request is too large' },
  conflict: { status: 409, title: 'The request conflicts with the current state' },
  'key-reused': { status: 422, title: 'The Idempotency-Key was used for a different request' },
  'rate-limited': { status: 429, title: 'Too many requests' },
  'server-error': { status: 500, title: 'Something went wrong on our side' },
} as const

export type ProblemKind = keyof typeof PROBLEM_KINDS

/** Where each kind is explained: the API reference's section on errors. */
export const problemType = (kind: ProblemKind): string => `/api/v1/docs#problem-${kind}`

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

/** Each issue zod found with a request's parameters, as a pointer (`/limit`) and plain words. */
export const parameterErrors = (issues: readonly z.core.$ZodIssue[]): NonNullable<Problem['errors']> =>
  issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ pointer: `/${key}`, detail: `${key} is not a parameter here.` }))
      : [{ pointer: `/${issue.path.map(String).join('/')}`, detail: issue.message }],
  )
