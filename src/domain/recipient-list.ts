// Many recipients added at once, from a CSV file's rows or an API client's list: how many at a
// time, and each one checked alone by the address form's schema, so a bad one is reported and the
// good ones still go in.
import { z } from 'zod'

import { recipientInputSchema, type RecipientInput } from './recipient-input'

/** The most recipients one import adds: one transaction writes them all, so it stays quick. */
export const MAX_RECIPIENTS_PER_IMPORT = 500

export type RecipientIssue = { field: string; message: string }

export type RecipientCheck = { ok: true; recipient: RecipientInput } | { ok: false; issues: RecipientIssue[] }

/** One recipient checked as the address form checks it, with each problem by field. */
export function checkRecipient(values: unknown): RecipientCheck {
  const result = recipientInputSchema.safeParse(values)
  if (result.success) return { ok: true, recipient: result.data }
  return { ok: false, issues: result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })) }
}

/** A recipient to add, with where it stands in what was sent (a CSV row, a list's index). */
export type RecipientRow = { at: number; recipient: RecipientInput }

/** One problem of a list's item: its index, the field's path from the list (`recipients.3.email`) and why. */
export type RecipientListProblem = { index: number; field: string; message: string }

/**
 * A list as an API client sends it. Its items are checked one by one afterwards (checkRecipientList),
 * not here, so one bad recipient is reported rather than refusing the whole list; they are
 * documented as the RecipientInput each must be.
 */
export const recipientListSchema = z
  .object({
    recipients: z
      .array(z.unknown().meta({ $ref: '#/components/schemas/RecipientInput' }), 'Send the recipients as a list.')
      .min(1, 'Send at least one recipient.')
      .max(MAX_RECIPIENTS_PER_IMPORT, `Send at most ${MAX_RECIPIENTS_PER_IMPORT} recipients at a time.`),
  })
  .meta({ id: 'RecipientImport' })

export type RecipientList = z.output<typeof recipientListSchema>

/** The list's good recipients, and each problem of the others. */
export function checkRecipientList({ recipients }: RecipientList): { rows: RecipientRow[]; problems: RecipientListProblem[] } {
  const rows: RecipientRow[] = []
  const problems: RecipientListProblem[] = []
  recipients.forEach((values, index) => {
    const checked = checkRecipient(values)
    if (checked.ok) rows.push({ at: index, recipient: checked.recipient })
    else {
      const item = `recipients.${index}`
      problems.push(...checked.issues.map((issue) => ({ index, field: issue.field ? `${item}.${issue.field}` : item, message: issue.message })))
    }
  })
  return { rows, problems }
}
