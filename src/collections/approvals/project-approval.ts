import type { Payload, PayloadRequest } from 'payload'

import type { Approval } from '@/payload-types'

/** What is known of the approval a project's request to be paid on account opened. */
export type ProjectApproval = Pick<Approval, 'status' | 'reason' | 'steps' | 'currentStep'>

/**
 * The approval a project's request to be paid on account opened, if one was: a project asks once
 * (asking again while it waits opens nothing), so there is at most one. Read in the caller's
 * transaction when given one.
 */
export async function projectApprovalOf(payload: Payload, projectId: number, req?: PayloadRequest): Promise<ProjectApproval | null> {
  const { docs } = await payload.find({
    collection: 'approvals',
    where: { project: { equals: projectId } },
    select: { status: true, reason: true, steps: true, currentStep: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}
