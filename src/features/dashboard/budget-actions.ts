'use server'

import { revalidatePath } from 'next/cache'

import { changeBudget, createBudget } from '@/collections/budgets/operations/set-budget'
import type { Result } from '@/platform/result'
import { runAsCustomer } from './customer-action'

/** Sets a new budget for a member or team of the active company (see createBudget). */
export async function createBudgetAction(input: unknown): Promise<Result<{ budget: number }>> {
  const result = await runAsCustomer(createBudget, input)
  if (result.ok) revalidatePath('/dashboard/budgets')
  return result
}

/** Changes a budget's limit, period or reset day (see changeBudget). */
export async function changeBudgetAction(input: unknown): Promise<Result> {
  const result = await runAsCustomer(changeBudget, input)
  if (result.ok) revalidatePath('/dashboard/budgets')
  return result
}
