import type { OperationCall } from '@/collections/customer-endpoint'
import { recordAudit } from '@/collections/audit/record-audit'
import { isCustomer } from '@/access/roles'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import {
  approvalStateProblem,
  decisionSummary,
  deciderProblem,
  DECIDED_STATUS,
  stepOf,
  type ApprovalDecision,
  type ApprovalStatus,
} from '@/domain/approval'
import type { CompanyRole } from '@/domain/company-roles'
import { personName } from '@/domain/customer-name'
import { formatCents } from '@/domain/pricing'
import { inTransaction, lockRow } from '@/platform/database/transactions'
import { runStatement } from '@/platform/database/run-statement'
import { clientError } from '@/platform/http/client-error'
import { refusal, refusingErrors, type Result } from '@/platform/result'
import { relationId } from '@/platform/relation-id'

import { subjectOf, subjectTitle } from '../approval-subject'
import { tellApprovers } from '../approver-notice'
import { settleHeldRequest } from '../settle-held-request'
import { deciderAt, stepsOf } from '../step-deciders'

/** `step`: the step an emailed link was for; a decision from the dashboard decides the step waiting. */
export type ApprovalDecisionInput = { approval: number; decision: ApprovalDecision; step?: number }

/** Where a request stands after a decision: decided, or waiting for the next step's role. */
export type DecisionOutcome = { status: ApprovalStatus; waitingFor: CompanyRole | null }

const NOT_FOUND = 'We couldn’t find that request.'
const STEP_DECIDED = 'That step has already been decided: the request has moved on. Open Approvals to see where it stands.'

/**
 * Decides the step a request held for approval waits at, as the signed-in member (or the member an
 * emailed link names), in one transaction: the held request's row is locked (as a cancel or a
 * payment locks it), the member's role is read afresh, and the approval moves on in one conditional
 * update on its status and step, so of two decisions at once on a step one wins. A decline, or
 * approving the last step, settles the request (settle-held-request.ts); approving an earlier step
 * tells the next step's deciders. A decision by someone whose role does not decide the step, on
 * their own request, by a member who decided an earlier step, or on a request already decided or
 * cancelled writes nothing. Every step is an audit entry naming the member and the role they held.
 */
export async function decideApproval({ req, input }: OperationCall<ApprovalDecisionInput>): Promise<Result<DecisionOutcome>> {
  const { payload, user } = req
  if (!isCustomer(user)) return refusal(401, 'Log in to decide requests.')
  const member = Number(user!.id)
  return refusingErrors(
    payload,
    'Nothing was changed.',
    () =>
      inTransaction(
        payload,
        async (tx) => {
          const approval = await payload.findByID({
            collection: 'approvals',
            id: input.approval,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
            req: tx,
          })
          const company = relationId(approval?.company)
          if (!approval || company === null) throw clientError(NOT_FOUND, 404)
          const subject = subjectOf(approval)
          const role = await roleInCompanyNow(tx, company, member)
          // Someone outside the company learns nothing of its requests.
          if (role === null) throw clientError(NOT_FOUND, 404)
          // Refusals before the first write are answered as they are: the member may know of the request.
          const settled = approvalStateProblem(approval.status as ApprovalStatus)
          if (settled) return refusal(409, settled)
          const index = approval.currentStep ?? 0
          if (input.step !== undefined && input.step !== index) return refusal(409, STEP_DECIDED)
          const steps = stepsOf(approval)
          if (!steps[index]) throw new Error(`Approval #${approval.id} waits at step ${index} of ${steps.length}.`)
          const { name: companyName } = await payload.findByID({
            collection: 'companies',
            id: company,
            select: { name: true },
            depth: 0,
            overrideAccess: true,
            req: tx,
          })
          const problem = deciderProblem({ ...deciderAt(approval, index, member, role), company: companyName })
          if (problem) return refusal(403, problem)
          await lockRow(tx, subject.kind === 'shipment' ? 'shipments' : 'projects', subject.id)
          const final = input.decision === 'decline' || index === steps.length - 1
          const status: ApprovalStatus = final ? DECIDED_STATUS[input.decision] : 'pending'
          const now = new Date().toISOString()
          const decided = await runStatement(
            tx,
            (sql) => sql`UPDATE approvals SET current_step = ${index + 1}, status = ${status}, updated_at = ${now},
              decided_by_id = ${final ? member : null}, decided_role = ${final ? role : null}, decided_at = ${final ? now : null}
              WHERE id = ${approval.id} AND status = 'pending' AND current_step = ${index} RETURNING id`,
          )
          if (decided.length === 0) {
            const [current] = await runStatement(tx, (sql) => sql`SELECT status FROM approvals WHERE id = ${approval.id}`)
            return refusal(409, approvalStateProblem(current?.status as ApprovalStatus) ?? STEP_DECIDED)
          }
          // Payload numbers an array's rows from 1.
          await runStatement(
            tx,
            (
              sql,
            ) => sql`UPDATE approvals_steps SET decision = ${input.decision}, decided_by_id = ${member}, decided_role = ${role}, decided_at = ${now}
              WHERE _parent_id = ${approval.id} AND _order = ${index + 1}`,
          )
          if (final) await settleHeldRequest(tx, subject, input.decision)
          else {
            const stepsNow = steps.map((each, at) => (at === index ? { ...each, decidedBy: member } : each))
            await tellApprovers(tx, { ...approval, steps: stepsNow }, index + 1)
          }
          await recordAudit(tx, {
            action: 'status_change',
            collectionSlug: 'approvals',
            documentId: approval.id,
            fromStatus: 'pending',
            toStatus: status,
            summary: decisionSummary(
              `${await subjectTitle(payload, subject, tx)} (${formatCents(approval.amount)})`,
              input.decision,
              personName(user as never),
              role,
              stepOf(index, steps.length),
            ),
          })
          return { ok: true as const, status, waitingFor: final ? null : steps[index + 1]!.role }
        },
        { user },
      ),
    NOT_FOUND,
  )
}
