import type { MalformedCase } from './malformed'
import { changedTables, type DatabaseSnapshot } from './db-snapshot'

/** How a call ended: its HTTP status and, when it refused, the reason it gave (else null). */
export type Outcome = { status: number; reason: string | null }

/** The reason in a REST error body: Payload's `errors[0].message`, or our endpoints' `message`. */
export const restOutcome = (response: { status: number; body: any }): Outcome => {
  const body = response.body
  const reason = response.status >= 400 ? (body?.errors?.[0]?.message ?? body?.message ?? null) : null
  return { status: response.status, reason: typeof reason === 'string' && reason.trim() ? reason : null }
}

const firstValue = (record: unknown): unknown => (record && typeof record === 'object' ? Object.values(record)[0] : undefined)

/**
 * The reason in a server action's result: a form state `{status: 'error', message | fieldErrors}`,
 * or `{ok: false, error | message | errors}`; a bare `problem` code is one its screen puts in
 * words (the verify-email page says "This link is no longer valid"). Null when the action succeeds.
 */
export const actionReason = (result: any): string | null => {
  const refused = result?.status === 'error' || result?.ok === false
  if (!refused) return null
  const reason = result.message ?? result.error ?? firstValue(result.fieldErrors) ?? firstValue(result.errors) ?? result.problem
  return typeof reason === 'string' && reason.trim() ? reason : null
}

export type Database = { snapshot: () => Promise<DatabaseSnapshot> }

/**
 * Sends every case and lists what went wrong, one line per case: not refused with a 4xx (or, for a
 * server action, an error result), no reason in words; and any table the cases changed in the
 * database. The database is read whole before the first case and after the last (reading it after
 * each case was most of the suite's time): a write by any case shows, named by table. To find which
 * case wrote, run with ABUSE_SNAPSHOT_EACH_CASE=1, which reads it after each case instead.
 */
export const refusalProblems = async (
  cases: MalformedCase[],
  send: (testCase: MalformedCase) => Promise<Outcome>,
  database: Database,
  { actions = false }: { actions?: boolean } = {},
): Promise<string[]> => {
  const eachCase = process.env.ABUSE_SNAPSHOT_EACH_CASE === '1'
  const problems: string[] = []
  let before = await database.snapshot()
  const writes = async (label: string) => {
    const after = await database.snapshot()
    const changed = changedTables(before, after)
    if (changed.length > 0) problems.push(`${label}: wrote to ${changed.join(', ')}`)
    before = after
  }
  for (const testCase of cases) {
    const outcome = await send(testCase)
    const statusOk = actions ? outcome.status < 500 : outcome.status >= 400 && outcome.status < 500
    if (!statusOk) problems.push(`${testCase.label}: answered ${outcome.status}`)
    else if (!outcome.reason || !/[a-z]{3}/i.test(outcome.reason)) problems.push(`${testCase.label}: refused without a reason (${outcome.status})`)
    if (eachCase) await writes(testCase.label)
  }
  if (!eachCase) await writes(`one of the ${cases.length} cases`)
  return problems
}
