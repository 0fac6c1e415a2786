'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { decideApproval } from '@/collections/approvals/operations/decide-approval'
import { APPROVAL_DECISIONS } from '@/domain/approval'
import { refusal, type Result } from '@/platform/result'
import { runAsCustomer } from './customer-action'

const decision = z.object({ approval: z.number().int().positive(), decision: z.enum(APPROVAL_DECISIONS) })

/** Approves or declines a request held for approval in the active company (see decideApproval). */
export async function decideApprovalAction(input: unknown): Promise<Result> {
  const parsed = decision.safeParse(input)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const result = await runAsCustomer(decideApproval, parsed.data)
  if (result.ok) {
    revalidatePath('/dashboard/approvals')
    revalidatePath('/dashboard/shipments')
  }
  return result
}
