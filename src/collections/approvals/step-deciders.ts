import { deciderProblem, type ApprovalDecision, type Decider } from '@/domain/approval'
import type { CompanyRole } from '@/domain/company-roles'
import { relationId } from '@/platform/relation-id'

/** A step of an approval's chain as stored: the role it waits for and, once decided, the decision. */
export type StoredStep = { role: CompanyRole; decision?: ApprovalDecision | null; decidedBy?: unknown; decidedRole?: unknown }

type StoredApproval = { requestedBy: unknown; steps?: unknown }

export const stepsOf = (approval: StoredApproval): StoredStep[] => (approval.steps ?? []) as StoredStep[]

/** `member`, holding `role`, asking to decide step `index` of an approval, in deciderProblem's terms. */
export const deciderAt = (approval: StoredApproval, index: number, member: number, role: CompanyRole | null): Omit<Decider, 'company'> => {
  const steps = stepsOf(approval)
  return {
    role,
    ownRequest: relationId(approval.requestedBy) === member,
    step: steps[index]!.role,
    decidedEarlier: steps.slice(0, index).some((earlier) => relationId(earlier.decidedBy) === member),
  }
}

/**
 * Whether `member` may decide step `index` now: the decision's own rule (deciderProblem) as a yes
 * or no, for the lists and emails that offer the decision.
 */
export const mayDecideStep = (approval: StoredApproval, index: number, member: number, role: CompanyRole | null): boolean =>
  stepsOf(approval)[index] !== undefined && deciderProblem({ ...deciderAt(approval, index, member, role), company: '' }) === null
