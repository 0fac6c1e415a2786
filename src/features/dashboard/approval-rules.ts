import type { CustomerUser } from '@/collections/customers/customer-user'
import { MAX_RULES_PER_COMPANY } from '@/collections/approval-rules/approval-rule-checks'
import { payloadClient } from '@/payload-client'

export type ApprovalRuleView = { id: number; name: string }

/** The active company's approval rules, lowest threshold first, as the member may read them. */
export async function getApprovalRules(customer: CustomerUser): Promise<ApprovalRuleView[]> {
  const company = customer.acting?.id
  if (company === undefined) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'approval-rules',
    where: { company: { equals: company } },
    sort: 'over',
    limit: MAX_RULES_PER_COMPANY,
    depth: 0,
    select: { name: true },
    user: customer,
    overrideAccess: false,
  })
  return docs.map((rule) => ({ id: rule.id, name: rule.name ?? '' }))
}
