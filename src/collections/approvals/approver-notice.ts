import type { PayloadRequest } from 'payload'

import { stepOf } from '@/domain/approval'
import { isCompanyRole, type CompanyRole } from '@/domain/company-roles'
import { personName } from '@/domain/customer-name'
import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import { queueEmail } from '@/email/queue'
import { approvalRequestEmail } from '@/email/templates/approval-requested'
import { runStatement } from '@/platform/database/run-statement'
import { serverURL } from '@/platform/http/server-url'
import { relationId } from '@/platform/relation-id'

import { subjectOf, subjectTitle } from './approval-subject'
import { APPROVAL_LINK_DAYS, approvalLinkToken, approvalLinkURL } from './approval-link'
import { mayDecideStep, type StoredStep } from './step-deciders'

/** An approval as stored: enough to say what waits and who decided the earlier steps. */
export type WaitingApproval = {
  id: number
  company: unknown
  shipment?: unknown
  project?: unknown
  requestedBy: unknown
  amount: number
  reason: string
  steps?: StoredStep[] | null
}

type Member = { id: number; email: string; name: string; role: CompanyRole }

/** Who may decide the step: their role decides it, they did not ask, and they decided no earlier step. */
const decidersOf = async (req: PayloadRequest, approval: WaitingApproval, step: number): Promise<Member[]> => {
  const { docs } = await req.payload.find({
    collection: 'memberships',
    where: { company: { equals: relationId(approval.company) } },
    select: { customer: true, role: true },
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((membership) => {
    const customer = membership.customer
    if (typeof customer !== 'object' || !customer?.email || !isCompanyRole(membership.role)) return []
    if (!mayDecideStep(approval, step, customer.id, membership.role)) return []
    return [{ id: customer.id, email: customer.email, name: personName(customer), role: membership.role }]
  })
}

/**
 * Emails each member who may decide a held request's step its facts and their own signed links
 * to approve or decline, queued in the transaction that opened the request or decided the step
 * before (so a rolled-back change sends nothing, and each step is announced once).
 */
export const tellApprovers = async (req: PayloadRequest, approval: WaitingApproval, step: number): Promise<void> => {
  const deciders = await decidersOf(req, approval, step)
  if (deciders.length === 0) return
  const [company, requester, what] = await Promise.all([
    req.payload.findByID({ collection: 'companies', id: relationId(approval.company)!, select: { name: true }, depth: 0, overrideAccess: true, req }),
    req.payload.findByID({
      collection: 'customers',
      id: relationId(approval.requestedBy)!,
      select: { firstName: true, lastName: true, email: true },
      depth: 0,
      overrideAccess: true,
      req,
    }),
    subjectTitle(req.payload, subjectOf(approval), req),
  ])
  const expiresOn = formatDate(new Date(Date.now() + APPROVAL_LINK_DAYS * 86_400_000))
  for (const member of deciders) {
    const token = approvalLinkToken({ approval: approval.id, step, member: member.id })
    const email = await approvalRequestEmail({
      name: member.name,
      company: company.name,
      requestedBy: personName(requester),
      what,
      amount: formatCents(approval.amount),
      reason: approval.reason,
      step: stepOf(step, approval.steps?.length ?? 1),
      approveUrl: approvalLinkURL(token, 'approve'),
      declineUrl: approvalLinkURL(token, 'decline'),
      approvalsUrl: `${serverURL()}/dashboard/approvals`,
      expiresOn,
    })
    await queueEmail(req.payload, { to: member.email, ...email }, req)
  }
}

/**
 * Announces a newly held request to the members who may decide its first step, unless another
 * request of the same member already waits at its first step: approvers were emailed about that
 * one, and a burst of requests (a hundred at once over a budget) is one email, not a hundred, with
 * the rest on the Approvals page the email links to. A budget's row lock serialises a burst against
 * one budget, so its first request is the one announced.
 */
export const announceApproval = async (req: PayloadRequest, approval: WaitingApproval): Promise<void> => {
  const [earlier] = await runStatement(
    req,
    (sql) => sql`SELECT id FROM approvals WHERE company_id = ${relationId(approval.company)} AND requested_by_id = ${relationId(approval.requestedBy)}
      AND status = 'pending' AND current_step = 0 AND id <> ${approval.id} LIMIT 1`,
  )
  if (!earlier) await tellApprovers(req, approval, 0)
}
