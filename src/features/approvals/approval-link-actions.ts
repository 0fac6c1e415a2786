'use server'

import { z } from 'zod'

import { readApprovalLink } from '@/collections/approvals/approval-link'
import { decideApproval, type DecisionOutcome } from '@/collections/approvals/operations/decide-approval'
import { APPROVAL_DECISIONS } from '@/domain/approval'
import { payloadClient } from '@/payload-client'
import { refusal, type Result } from '@/platform/result'

const input = z.object({ token: z.string().max(500), decision: z.enum(APPROVAL_DECISIONS) })

const LINK_NOT_VALID = refusal(404, 'This link is no longer valid. Log in and open Approvals to decide.')

/**
 * Decides a request from an emailed link, as the member the signed link names: the same decision
 * as the dashboard's (role read afresh, one step at a time), for the step the link was sent for.
 */
export async function decideByLinkAction(given: unknown): Promise<Result<DecisionOutcome>> {
  const parsed = input.safeParse(given)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const link = readApprovalLink(parsed.data.token)
  if (!link) return LINK_NOT_VALID
  const payload = await payloadClient()
  const member = await payload.findByID({ collection: 'customers', id: link.member, depth: 0, overrideAccess: true, disableErrors: true })
  if (!member) return LINK_NOT_VALID
  // Nothing is revalidated: the link's page keeps the answer on screen (a refresh would replace it
  // with "decided"), and the dashboards that list the request render afresh for each viewer.
  return decideApproval({
    req: { payload, user: { ...member, collection: 'customers' } },
    input: { approval: link.approval, decision: parsed.data.decision, step: link.step },
  })
}
