import type { PayloadRequest } from 'payload'

import type { OperationCall } from '@/collections/customer-endpoint'
import { recordAudit } from '@/collections/audit/record-audit'
import { APPROVED_SHIPMENT } from '@/collections/shipments/shipment-budget'
import { isCustomer } from '@/access/roles'
import { approvalStateProblem, decisionSummary, deciderProblem, DECIDED_STATUS, type ApprovalDecision, type ApprovalStatus } from '@/domain/approval'
import { isCompanyRole } from '@/domain/company-roles'
import { personName } from '@/domain/customer-name'
import { formatCents } from '@/domain/pricing'
import { inTransaction, lockRow } from '@/platform/database/transactions'
import { runStatement } from '@/platform/database/run-statement'
import { clientError } from '@/platform/http/client-error'
import { refusal, refusingErrors, type Result } from '@/platform/result'
import { relationId } from '@/platform/relation-id'

export type ApprovalDecisionInput = { approval: number; decision: ApprovalDecision }

const NOT_FOUND = 'We couldn’t find that request.'

/** The decider's role in the company now, read inside the decision's transaction (not from a per-request cache). */
const roleNow = async (req: PayloadRequest, company: number, customer: number) => {
  const [row] = await runStatement(req, (sql) => sql`SELECT role FROM memberships WHERE company_id = ${company} AND customer_id = ${customer}`)
  return isCompanyRole(row?.role) ? row.role : null
}

/**
 * Approves or declines a request held for approval, as the signed-in member, in one transaction:
 * the held shipment's row is locked (as a cancel locks it), the member's role is read afresh, the
 * approval moves from pending in one conditional update, and the shipment is booked (its charge
 * reserved as approved) or cancelled (its stock returned). A decision by someone whose role does
 * not approve, on their own request, or on a request already decided or cancelled writes nothing.
 * Every decision is an audit entry naming the member and the role they held.
 */
export async function decideApproval({ req, input }: OperationCall<ApprovalDecisionInput>): Promise<Result<{ status: ApprovalStatus }>> {
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
          const shipment = relationId(approval?.shipment)
          if (!approval || company === null || shipment === null) throw clientError(NOT_FOUND, 404)
          const role = await roleNow(tx, company, member)
          // Someone outside the company learns nothing of its requests.
          if (role === null) throw clientError(NOT_FOUND, 404)
          const { name: companyName } = await payload.findByID({
            collection: 'companies',
            id: company,
            select: { name: true },
            depth: 0,
            overrideAccess: true,
            req: tx,
          })
          // Refusals before the first write are answered as they are: the member may know of the request.
          const problem = deciderProblem({ role, company: companyName, ownRequest: relationId(approval.requestedBy) === member })
          if (problem) return refusal(403, problem)
          await lockRow(tx, 'shipments', shipment)
          const status = DECIDED_STATUS[input.decision]
          const decided = await runStatement(
            tx,
            (sql) => sql`UPDATE approvals SET status = ${status}, decided_by_id = ${member}, decided_role = ${role},
              decided_at = ${new Date().toISOString()}, updated_at = ${new Date().toISOString()}
              WHERE id = ${approval.id} AND status = 'pending' RETURNING id`,
          )
          if (decided.length === 0) {
            const [now] = await runStatement(tx, (sql) => sql`SELECT status FROM approvals WHERE id = ${approval.id}`)
            return refusal(409, approvalStateProblem(now?.status as ApprovalStatus) ?? 'This request changed meanwhile; reload and try again.')
          }
          tx.context[APPROVED_SHIPMENT] = shipment
          await payload.update({
            collection: 'shipments',
            id: shipment,
            data: { status: input.decision === 'approve' ? 'requested' : 'cancelled' },
            depth: 0,
            select: { status: true },
            overrideAccess: true,
            req: tx,
          })
          await recordAudit(tx, {
            action: 'status_change',
            collectionSlug: 'approvals',
            documentId: approval.id,
            fromStatus: 'pending',
            toStatus: status,
            summary: decisionSummary(`Shipment #${shipment} (${formatCents(approval.amount)})`, input.decision, personName(user as never), role),
          })
          return { ok: true as const, status }
        },
        { user },
      ),
    NOT_FOUND,
  )
}
