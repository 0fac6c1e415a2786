import type { Endpoint, PayloadRequest } from 'payload'

import { customerEndpoint } from '@/collections/customer-endpoint'
import type { ApprovalDecision } from '@/domain/approval'

import { decideApproval, type ApprovalDecisionInput } from '../operations/decide-approval'

/** The id in the path, or a 404 for anything that is not one. */
const decisionOn =
  (decision: ApprovalDecision) =>
  async (req: PayloadRequest): Promise<{ input: ApprovalDecisionInput } | Response> => {
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(id)) return Response.json({ message: 'We couldn’t find that request.' }, { status: 404 })
    return { input: { approval: Number(id), decision } }
  }

/**
 * POST /payload-api/approvals/:id/approve and /:id/decline: an approver's decision on a request
 * held for approval (the step it waits at), running the very code of the Approvals page. The
 * answer says where the request stands: decided, or `pending` and waiting for the next step's role.
 */
export const approvalEndpoints: Endpoint[] = (['approve', 'decline'] as const).map((decision) =>
  customerEndpoint({
    path: `/:id/${decision}`,
    read: decisionOn(decision),
    operation: decideApproval,
    answer: (done) => Response.json({ status: done.status, waitingFor: done.waitingFor }),
  }),
)
