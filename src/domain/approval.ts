import { ROLE_LABELS, roleAllows, type CompanyRole } from './company-roles'

/**
 * Requests held for approval (a shipment over budget): one decision by a member whose role may
 * approve, never the member who asked. A decision is made once; a request cancelled meanwhile
 * cannot be decided.
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
}

export const APPROVAL_DECISIONS = ['approve', 'decline'] as const
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number]

/** What a decision makes of the request. */
export const DECIDED_STATUS: Record<ApprovalDecision, ApprovalStatus> = { approve: 'approved', decline: 'declined' }

const ALREADY: Record<Exclude<ApprovalStatus, 'pending'>, string> = {
  approved: 'This request has already been approved.',
  declined: 'This request has already been declined.',
  cancelled: 'This request was cancelled by the person who asked, so there is nothing to decide.',
}

/** Why a request in `status` cannot be decided any more, or null while it waits. */
export function approvalStateProblem(status: ApprovalStatus): string | null {
  return status === 'pending' ? null : ALREADY[status]
}

/**
 * Why a member holding `role` (null: no longer a member) cannot decide a request, or null when
 * they may. Read on the decision's own request, so a role lost a second ago counts.
 */
export function deciderProblem({ role, company, ownRequest }: { role: CompanyRole | null; company: string; ownRequest: boolean }): string | null {
  if (role === null || !roleAllows(role, 'approve')) return `Your role in ${company} does not let you approve requests.`
  if (ownRequest) return 'You can’t decide your own request: another approver must.'
  return null
}

/** The audit's line for a decision: what, by whom, in which role. */
export const decisionSummary = (what: string, decision: ApprovalDecision, who: string, role: CompanyRole): string =>
  `${what}: ${DECIDED_STATUS[decision]} by ${who} as ${ROLE_LABELS[role]}`
