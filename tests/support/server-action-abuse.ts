// Bad input for server actions: a target names the action and how its input is posted, and
// refusalsOf sends it every malformed case, as a form or as named parameters.
import { actionReason, type Database, refusalProblems, type Outcome } from './abuse'
import { malformedFields, NEAR_MEGABYTE, type FieldRule, type MalformedCase } from './malformed'
import { callServerAction } from './server-action'

type Session = { token: string }

/**
 * A server action under test: the page it is posted to, who posts it, and how its input becomes its
 * arguments: a form's fields as FormData (`form`), or the named `params` in order.
 */
export type ActionTarget = {
  file: string
  name: string
  page: () => string
  valid: () => Record<string, unknown>
  rules: Record<string, FieldRule>
  params?: string[]
  cookie?: () => string
}

export const cookieOf = (session: () => Session) => () => `payload-token=${session().token}`

// A form's fields are text; a value of another type is posted as a file in its place, the one other
// thing a tampered form can send.
const formData = (input: Record<string, unknown>) => {
  const form = new FormData()
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) form.set(key, typeof value === 'string' ? value : new Blob([JSON.stringify(value)], { type: 'application/json' }))
  }
  return form
}

/**
 * A form cannot tell an optional field sent as a file from one left out (both are not text), so
 * those cases are the valid "left out" and are not sent; a required field sent as a file must fail.
 */
const isFormCase = (target: ActionTarget) => (testCase: MalformedCase) => {
  if (!('input' in testCase)) return true
  const [field] = testCase.label.split(':')
  return !target.rules[field!]?.optional || typeof testCase.input[field!] === 'string' || testCase.input[field!] === undefined
}

/** What every form action also gets: no fields, only unknown ones, every field a file. */
const malformedForms = (valid: Record<string, unknown>): MalformedCase[] => [
  { label: 'form: no fields', input: {} },
  { label: 'form: only unknown fields', input: { junk: 'x', $ACTION_KEY: 'k' } },
  { label: 'form: every field a file', input: Object.fromEntries(Object.keys(valid).map((key) => [key, { file: key }])) },
]

const argsFor = (target: ActionTarget, input: Record<string, unknown>) =>
  target.params ? target.params.map((param) => input[param]) : [{ status: 'idle' }, formData(input)]

const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`

const send =
  (target: ActionTarget) =>
  async (testCase: MalformedCase): Promise<Outcome> => {
    const input = 'input' in testCase ? testCase.input : {}
    const { status, result } = await callServerAction(target.page(), target, argsFor(target, input), {
      cookie: target.cookie?.(),
      headers: { 'x-forwarded-for': randomAddress() },
    })
    return { status, reason: status === 200 ? actionReason(result) : status < 500 ? String(result).slice(0, 200) : null }
  }

/** The problems found when every malformed case is sent to the action: none, when it refuses them all. */
export async function refusalsOf(target: ActionTarget, database: Database) {
  const fields = malformedFields(target.valid(), target.rules, NEAR_MEGABYTE)
  const cases = target.params ? fields : [...malformedForms(target.valid()), ...fields.filter(isFormCase(target))]
  return { count: cases.length, problems: await refusalProblems(cases, send(target), database, { actions: true }) }
}
