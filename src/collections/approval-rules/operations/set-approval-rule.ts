import type { OperationCall } from '@/collections/customer-endpoint'
import { approvalRuleInputProblem, newApprovalRuleSchema } from '@/domain/approval-rule-input'
import { refusal, refusingErrors, type Result } from '@/platform/result'

/**
 * Setting a company's approval rules from the dashboard, as the member: the collection's access
 * lets owners and admins do it in the company they act in, and its hook (approval-rule-checks.ts)
 * checks the rule and names it.
 */

const NOT_FOUND = 'We couldn’t find that rule, or you may not change it.'

/** A new rule for the company the caller acts in. */
export async function createApprovalRule({ req, input }: OperationCall): Promise<Result<{ rule: number }>> {
  const parsed = newApprovalRuleSchema.safeParse(input)
  if (!parsed.success) {
    const { field, message } = approvalRuleInputProblem(parsed.error)
    return refusal(400, message, { [field]: message })
  }
  const { payload, user } = req
  if (!user) return refusal(401, 'Log in to set your company’s approval rules.')
  return refusingErrors(payload, 'No rule was added.', async () => {
    const made = await payload.create({
      collection: 'approval-rules',
      data: parsed.data as never,
      depth: 0,
      select: { name: true },
      user,
      overrideAccess: false,
    })
    return { ok: true as const, rule: made.id }
  })
}

/** Deletes a rule; requests already held keep the chain they were held with. */
export async function deleteApprovalRule({ req, input }: OperationCall): Promise<Result> {
  const rule = Number((input as { rule?: unknown } | null)?.rule)
  if (!Number.isSafeInteger(rule) || rule <= 0) return refusal(404, NOT_FOUND)
  const { payload, user } = req
  return refusingErrors(
    payload,
    'The rule was not deleted.',
    async () => {
      const { docs } = await payload.delete({ collection: 'approval-rules', where: { id: { equals: rule } }, depth: 0, user, overrideAccess: false })
      return docs.length === 1 ? { ok: true as const } : refusal(404, NOT_FOUND)
    },
    NOT_FOUND,
  )
}
