import { z } from 'zod'

import { MAX_STEPS, STEP_ROLES } from './approval-rules'
import { COMPANY_ROLES } from './company-roles'
import { parseDollarsToCents } from './pricing'

/**
 * An approval rule as the dashboard's form sends it: the amount typed in dollars ("500" or
 * "$2,000"), read into cents here; the collection's hook checks the rest.
 */
export const newApprovalRuleSchema = z.object({
  over: z.string().transform((text, context) => {
    const cents = parseDollarsToCents(text)
    if (cents === null) {
      context.addIssue({ code: 'custom', message: 'Enter the amount in dollars, like 500 or 2,000.' })
      return z.NEVER
    }
    return cents
  }),
  askedBy: z.array(z.enum(COMPANY_ROLES)).max(COMPANY_ROLES.length),
  steps: z
    .array(z.enum(STEP_ROLES as [string, ...string[]]))
    .min(1)
    .max(MAX_STEPS),
})

/** The first problem of a rule form that could not be read, as the field it belongs to and plain words. */
export function approvalRuleInputProblem(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0]
  const field = String(issue?.path[0] ?? 'form')
  if (field === 'over') return { field, message: issue!.message }
  if (field === 'askedBy') return { field, message: 'Choose the roles whose requests the rule holds, or none for everyone’s.' }
  if (field === 'steps') return { field, message: `Choose who approves, from one to ${MAX_STEPS} steps in order.` }
  return { field: 'form', message: 'That rule could not be read. Reload the page and try again.' }
}
