import { z } from 'zod'

import { BUDGET_PERIODS } from './budget-period'
import { parseDollarsToCents } from './pricing'

/**
 * A budget as the dashboard's form sends it: the limit typed in dollars ("1,500" or "$1,500.50"),
 * read into cents here; the collection's hook checks the rest (range, reset day, who it is for).
 */
const limitInDollars = z.string().transform((text, context) => {
  const cents = parseDollarsToCents(text)
  if (cents === null) {
    context.addIssue({ code: 'custom', message: 'Enter the limit in dollars, like 1,500 or 1500.50.' })
    return z.NEVER
  }
  return cents
})

const periodFields = {
  period: z.enum(BUDGET_PERIODS),
  resetDay: z.number().int(),
  spendLimit: limitInDollars,
}

export const newBudgetSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('member'), member: z.number().int().positive(), ...periodFields }),
  z.object({ scope: z.literal('team'), team: z.string().max(100), ...periodFields }),
])
export type NewBudget = z.infer<typeof newBudgetSchema>

export const budgetChangeSchema = z.object({ budget: z.number().int().positive(), ...periodFields })
export type BudgetChange = z.infer<typeof budgetChangeSchema>

/** The first problem of a budget form that could not be read, as the field it belongs to and plain words. */
export function budgetInputProblem(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0]
  const field = String(issue?.path[0] ?? 'form')
  if (field === 'spendLimit') return { field, message: issue!.message }
  if (field === 'member') return { field, message: 'Choose a member of this company.' }
  if (field === 'period') return { field, message: 'Choose monthly, quarterly or yearly.' }
  if (field === 'resetDay') return { field, message: 'Choose a reset day from 1 to 28, so every month has it.' }
  return { field: 'form', message: 'That budget could not be read. Reload the page and try again.' }
}
