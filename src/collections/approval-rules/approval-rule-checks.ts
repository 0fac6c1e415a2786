import type { CollectionBeforeChangeHook } from 'payload'

import { companyOfNewSetting } from '@/collections/companies/assign-company'
import { approvalRuleProblem, ruleSummary, type ApprovalRule } from '@/domain/approval-rules'
import { clientError } from '@/platform/http/client-error'
import { relationId } from '@/platform/relation-id'

/** Enough for any company's policy, and a bound on what every request reads. */
export const MAX_RULES_PER_COMPANY = 20

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** A rule holds a real amount, known roles and one to three steps; its name says what it does. */
export const checkApprovalRule: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const merged = { ...originalDoc, ...data, askedBy: data.askedBy ?? originalDoc?.askedBy ?? [] }
  const problem = approvalRuleProblem(merged)
  if (problem) throw clientError(problem.problem, 400, { [problem.field]: problem.problem })
  const company =
    operation === 'create' ? await companyOfNewSetting(req, data, 'Choose the company this rule is for.') : relationId(originalDoc?.company)!
  if (operation === 'create') {
    const { totalDocs } = await req.payload.count({
      collection: 'approval-rules',
      where: { company: { equals: company } },
      overrideAccess: true,
      req,
    })
    if (totalDocs >= MAX_RULES_PER_COMPANY)
      throw clientError(`A company can have up to ${MAX_RULES_PER_COMPANY} approval rules: change or delete one first.`, 409)
  }
  return { ...data, company, askedBy: merged.askedBy, name: capitalised(ruleSummary(merged as ApprovalRule)) }
}
