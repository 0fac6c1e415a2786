import { rolePerson, stepAllows } from './approval-rules'
import { ROLE_LABELS, roleAllows, type CompanyRole } from './company-roles'

/**
 * Requests held for approval (a shipment over budget, or one the company's rules hold): a chain
 * of steps decided in order, each by a member whose role the step names (approval-rules.ts),
 * never the member who asked and never one who decided an earlier step. Each step is decided
 * once; a decline ends the chain; a request cancelled meanwhile cannot be decided.
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

export const DECISION_LABELS: Record<ApprovalDecision, string> = { approve: 'Approved', decline: 'Declined' }

/** How long a held request may wait before staff see it in their work queue. */
export const APPROVAL_OVERDUE_DAYS = 2

/** Requests held before this moment have waited too long. */
export const approvalOverdueBefore = (now: Date): Date => new Date(now.getTime() - APPROVAL_OVERDUE_DAYS * 86_400_000)

/** What a decision makes of the request. */
export const DECIDED_STATUS: Record<ApprovalDecision, ApprovalStatus> = { approve: 'approved', decline: 'declined' }

const ALREADY: Record<Exclude<ApprovalStatus, 'pending'>, string> = {
  approved: 'This request has already been approved.',
  declined: 'This request has already been declined.',
  cancelled: 'This request was withdrawn (cancelled, or paid another way), so there is nothing to decide.',
}

/** Why a request in `status` cannot be decided any more, or null while it waits. */
export function approvalStateProblem(status: ApprovalStatus): string | null {
  return status === 'pending' ? null : ALREADY[status]
}

/** Who asks to decide a step of a request, as read on the decision's own request (so a role lost a second ago counts). */
export type Decider = { role: CompanyRole | null; company: string; ownRequest: boolean; step: CompanyRole; decidedEarlier: boolean }

/** Why a member cannot decide the step a request waits at, or null when they may. */
export function deciderProblem({ role, company, ownRequest, step, decidedEarlier }: Decider): string | null {
  if (role === null || !roleAllows(role, 'approve')) return `Your role in ${company} does not let you approve requests.`
  if (ownRequest) return 'You can’t decide your own request: another approver must.'
  if (!stepAllows(step, role)) return `This request now waits for ${rolePerson(step)}; your role, ${ROLE_LABELS[role]}, decides other steps.`
  if (decidedEarlier) return 'You decided an earlier step of this request: another member decides this one.'
  return null
}

/** Which step of how many, for a chain longer than one: ", step 1 of 2". */
export const stepOf = (index: number, steps: number): string => (steps > 1 ? `, step ${index + 1} of ${steps}` : '')

/** The audit's line for a decision: what, which step, by whom, in which role. */
export const decisionSummary = (what: string, decision: ApprovalDecision, who: string, role: CompanyRole, step = ''): string =>
  `${what}${step}: ${DECIDED_STATUS[decision]} by ${who} as ${ROLE_LABELS[role]}`

/** What a held request is: a shipment's postage and handling, or a project to be paid on account. */
export type HeldRequestKind = 'shipment' | 'project'

/** How lists, emails and the audit name a held request: "Shipment #12", "Project “Summer tees” on account". */
export const heldRequestTitle = (kind: HeldRequestKind, id: number, name?: string | null): string =>
  kind === 'shipment' ? `Shipment #${id}` : `Project “${name?.trim() || `#${id}`}” on account`

/** What the person paying a project on account reads while it waits, and once declined. */
export const ON_ACCOUNT_DECLINED = 'Paying this project on account was declined by your company’s approvers. Pay by card instead, or contact us.'

/** What declining does to a held request, said before the decision and after it. */
export const DECLINE_CONSEQUENCE: Record<HeldRequestKind, string> = {
  shipment: 'The request is cancelled and its stock goes back to the inventory.',
  project: 'The project is not invoiced on account; it can still be paid by card.',
}

/** A request's title inside a sentence: "Approve shipment #12", "Approve project “Summer tees” on account". */
export const titleInSentence = (title: string): string => title.charAt(0).toLowerCase() + title.slice(1)
