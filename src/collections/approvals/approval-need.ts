import type { PayloadRequest } from 'payload'

import { budgetVerdict } from '@/collections/budgets/budget-ledger'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import { approvalChain, approvalHoldReason, isStepRole, rulesMet, type ApprovalRule } from '@/domain/approval-rules'
import { isCompanyRole, type CompanyRole } from '@/domain/company-roles'

import { MAX_RULES_PER_COMPANY } from '../approval-rules/approval-rule-checks'

/** A company's approval rules, as the domain reads them. */
const rulesOf = async (req: PayloadRequest, company: number): Promise<ApprovalRule[]> => {
  const { docs } = await req.payload.find({
    collection: 'approval-rules',
    where: { company: { equals: company } },
    select: { over: true, askedBy: true, steps: true },
    limit: MAX_RULES_PER_COMPANY,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((rule) => ({ over: rule.over, askedBy: (rule.askedBy ?? []).filter(isCompanyRole), steps: (rule.steps ?? []).filter(isStepRole) }))
}

export type Spend = { company: number; member: number; amount: number }

/** Who must decide a request before it is booked, in order, and why; null when it is booked at once. */
export type ApprovalNeed = { steps: CompanyRole[]; reason: string } | null

/**
 * What a request needs before it is booked: the budgets it falls under (locked until the
 * transaction ends, so the reservation made after it counts against the same standing) and the
 * company's rules for its amount and the role of who asks.
 */
export const approvalNeedOf = async (req: PayloadRequest, spend: Spend): Promise<ApprovalNeed> => {
  const verdict = await budgetVerdict(req, spend.company, spend.member, spend.amount)
  const request = { amount: spend.amount, role: await roleInCompanyNow(req, spend.company, spend.member), overBudget: !verdict.fits }
  const rules = await rulesOf(req, spend.company)
  const steps = approvalChain(rules, request)
  if (steps.length === 0) return null
  return { steps, reason: approvalHoldReason(verdict.fits ? null : verdict.reason, rulesMet(rules, request)) }
}
