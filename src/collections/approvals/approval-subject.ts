import type { Payload, PayloadRequest } from 'payload'

import type { SpendSubject } from '@/collections/budgets/budget-ledger'
import { heldRequestTitle } from '@/domain/approval'
import { relationId } from '@/platform/relation-id'

/** The request an approval holds: a shipment, or a project to be paid on account. */
export const subjectOf = (approval: { shipment?: unknown; project?: unknown }): SpendSubject => {
  const shipment = relationId(approval.shipment)
  if (shipment !== null) return { kind: 'shipment', id: shipment }
  const project = relationId(approval.project)
  if (project === null) throw new Error('An approval holds neither a shipment nor a project.')
  return { kind: 'project', id: project }
}

/** The held request's title, with the project's name read in the caller's transaction. */
export const subjectTitle = async (payload: Payload, subject: SpendSubject, req?: PayloadRequest): Promise<string> => {
  if (subject.kind === 'shipment') return heldRequestTitle('shipment', subject.id)
  const project = await payload.findByID({
    collection: 'projects',
    id: subject.id,
    select: { name: true },
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  return heldRequestTitle('project', subject.id, project?.name)
}
