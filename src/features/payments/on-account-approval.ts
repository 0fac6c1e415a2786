import { projectApprovalOf } from '@/collections/approvals/project-approval'
import { rolePerson } from '@/domain/approval-rules'
import { payloadClient } from '@/payload-client'

/** Where a request to pay a project on account stands with the company's approvers, if one was made. */
export type OnAccountApproval = { status: 'pending'; reason: string; waitingFor: string | null } | { status: 'declined' } | null

/** Read for the payment page, which its share key opens (no member signed in). */
export async function getOnAccountApproval(projectId: number): Promise<OnAccountApproval> {
  const approval = await projectApprovalOf(await payloadClient(), projectId)
  if (approval?.status === 'declined') return { status: 'declined' }
  if (approval?.status !== 'pending') return null
  const step = (approval.steps ?? [])[approval.currentStep]
  return { status: 'pending', reason: approval.reason, waitingFor: step ? rolePerson(step.role) : null }
}
