import type { PayloadRequest } from 'payload'

import { approvalNeedOf } from '@/collections/approvals/approval-need'
import { projectApprovalOf } from '@/collections/approvals/project-approval'
import { openApproval } from '@/collections/approvals/hold-for-approval'
import { reserveBudgets, type Spend } from '@/collections/budgets/budget-ledger'
import { ON_ACCOUNT_DECLINED } from '@/domain/approval'
import { relationId } from '@/platform/relation-id'
import { refusal, type Refusal } from '@/platform/result'

/** Whether the invoice may be issued now, or why it waits. */
export type OnAccountVerdict = { issue: true } | { issue: false; held: string } | Refusal

type ProjectOnAccount = { id: number; name: string; company?: unknown; customer?: unknown }

/**
 * A project paid on account spends its total (incl. GST) against the budgets of the member who made
 * it, in the transaction that issues its invoice, under the project's row lock the caller holds: it
 * is reserved when it fits every budget and no approval rule holds it, and otherwise held for
 * approval (an approval opened, no invoice issued) until its last step is approved; the invoice is
 * then issued with the total reserved as approved. A request asked again while it waits is told
 * it waits; once declined, the project is paid by card.
 */
export async function onAccountVerdict(req: PayloadRequest, project: ProjectOnAccount, amount: number): Promise<OnAccountVerdict> {
  const company = relationId(project.company)
  const member = relationId(project.customer)
  if (company === null || member === null) return { issue: true }
  const spend: Spend = {
    company,
    member,
    amount,
    subject: { kind: 'project', id: project.id },
    description: `Project “${project.name}”: paid on account`,
  }
  const earlier = await projectApprovalOf(req.payload, project.id, req)
  if (earlier?.status === 'pending') return { issue: false, held: earlier.reason }
  if (earlier?.status === 'approved') {
    await reserveBudgets(req, spend, { approved: true })
    return { issue: true }
  }
  if (earlier) return refusal(409, ON_ACCOUNT_DECLINED)
  const need = await approvalNeedOf(req, { company, member, amount })
  if (need) {
    await openApproval(req, { company, subject: spend.subject, requestedBy: member, amount, ...need })
    return { issue: false, held: need.reason }
  }
  await reserveBudgets(req, spend)
  return { issue: true }
}
