import type { CustomerUser } from '@/collections/customers/customer-user'
import { isCompanyRole, roleAllows, ROLE_LABELS } from '@/domain/company-roles'
import type { ApprovalStatus } from '@/domain/approval'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'

import { customerNames } from './customer-names'

export type ApprovalView = {
  id: number
  shipment: number
  amount: number
  reason: string
  requestedBy: string
  createdAt: string
  status: ApprovalStatus
  /** "Jane Doe as Finance", once decided. */
  decidedBy: string | null
  decidedAt: string | null
}

export type ApprovalQueues = {
  /** Waiting for a decision the viewer may make. */
  toDecide: ApprovalView[]
  /** The viewer's own requests, waiting for someone else. */
  mineWaiting: ApprovalView[]
  /** The latest decided or cancelled, for the record. */
  decided: ApprovalView[]
}

const WAITING_SHOWN = 100
const DECIDED_SHOWN = 10

/**
 * The requests held for approval in the company the customer works in, as the collection's access
 * lets them see (approvers every one, others their own), sorted into what they may decide, what of
 * theirs waits, and the latest decisions.
 */
export async function getApprovals(customer: CustomerUser): Promise<ApprovalQueues> {
  const company = customer.acting?.id
  if (company === undefined) return { toDecide: [], mineWaiting: [], decided: [] }
  const payload = await payloadClient()
  const read = (pending: boolean, limit: number) =>
    payload.find({
      collection: 'approvals',
      where: { and: [{ company: { equals: company } }, { status: pending ? { equals: 'pending' } : { not_equals: 'pending' } }] },
      sort: pending ? 'createdAt' : '-updatedAt',
      limit,
      depth: 0,
      user: customer,
      overrideAccess: false,
    })
  const [waiting, done] = await Promise.all([read(true, WAITING_SHOWN), read(false, DECIDED_SHOWN)])
  const people = [...waiting.docs, ...done.docs].flatMap((doc) => [relationId(doc.requestedBy), relationId(doc.decidedBy)])
  const names = await customerNames([...new Set(people.filter((id): id is number => id !== null))])
  const nameOf = (id: number | null) => (id === customer.id ? 'you' : (id !== null && names.get(id)?.name) || 'a former member')
  const view = (doc: (typeof waiting.docs)[number]): ApprovalView => {
    const decider = relationId(doc.decidedBy)
    return {
      id: doc.id,
      shipment: relationId(doc.shipment) ?? 0,
      amount: Number(doc.amount),
      reason: doc.reason,
      requestedBy: nameOf(relationId(doc.requestedBy)),
      createdAt: doc.createdAt,
      status: doc.status,
      decidedBy: decider === null ? null : `${nameOf(decider)}${isCompanyRole(doc.decidedRole) ? ` as ${ROLE_LABELS[doc.decidedRole]}` : ''}`,
      decidedAt: doc.decidedAt ?? null,
    }
  }
  const decides = roleAllows(customer.acting?.role, 'approve')
  const mine = (doc: (typeof waiting.docs)[number]) => relationId(doc.requestedBy) === customer.id
  return {
    toDecide: decides ? waiting.docs.filter((doc) => !mine(doc)).map(view) : [],
    mineWaiting: waiting.docs.filter(mine).map(view),
    decided: done.docs.map(view),
  }
}
