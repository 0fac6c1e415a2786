'use server'

import { revalidatePath } from 'next/cache'

import { createApprovalRule, deleteApprovalRule } from '@/collections/approval-rules/operations/set-approval-rule'
import type { Result } from '@/platform/result'
import { runAsCustomer } from './customer-action'

/** Adds an approval rule to the active company (see createApprovalRule). */
export async function createApprovalRuleAction(input: unknown): Promise<Result<{ rule: number }>> {
  const result = await runAsCustomer(createApprovalRule, input)
  if (result.ok) revalidatePath('/dashboard/approvals')
  return result
}

/** Deletes one of the active company's approval rules (see deleteApprovalRule). */
export async function deleteApprovalRuleAction(input: unknown): Promise<Result> {
  const result = await runAsCustomer(deleteApprovalRule, input)
  if (result.ok) revalidatePath('/dashboard/approvals')
  return result
}
