import type { OperationCall } from '@/collections/customer-endpoint'
import { changeFields } from '@/collections/field-change'
import { budgetChangeSchema, budgetInputProblem, newBudgetSchema } from '@/domain/budget-input'
import { refusal, refusingErrors, type Result } from '@/platform/result'

/**
 * Setting a company's budgets from the dashboard, as the member: the collection's access lets
 * owners and finance do it in the company they act in, and its hook (budget-rules.ts) checks who
 * the budget is for and keeps the limit above what is already reserved.
 */

/** A new budget for a member or a team of the company the caller acts in. */
export async function createBudget({ req, input }: OperationCall): Promise<Result<{ budget: number }>> {
  const parsed = newBudgetSchema.safeParse(input)
  if (!parsed.success) {
    const { field, message } = budgetInputProblem(parsed.error)
    return refusal(400, message, { [field]: message })
  }
  const { payload, user } = req
  const company = (user as { acting?: { id: number } } | null)?.acting?.id
  if (company === undefined) return refusal(401, 'Log in to set your company’s budgets.')
  return refusingErrors(payload, 'No budget was set.', async () => {
    const made = await payload.create({
      collection: 'budgets',
      data: { ...parsed.data, company },
      depth: 0,
      select: { name: true },
      user,
      overrideAccess: false,
    })
    return { ok: true as const, budget: made.id }
  })
}

/** A budget's new limit, period or reset day. */
export async function changeBudget({ req, input }: OperationCall): Promise<Result> {
  const parsed = budgetChangeSchema.safeParse(input)
  if (!parsed.success) {
    const { field, message } = budgetInputProblem(parsed.error)
    return refusal(400, message, { [field]: message })
  }
  const { budget, ...data } = parsed.data
  return changeFields(req, {
    collection: 'budgets',
    id: budget,
    data,
    notChanged: 'The budget was not changed.',
    notFound: 'We couldn’t find that budget, or you may not change it.',
  })
}
