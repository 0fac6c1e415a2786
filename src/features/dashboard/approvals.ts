import type { CustomerUser } from '@/collections/customers/customer-user'
import { isCompanyRole, ROLE_LABELS } from '@/domain/company-roles'
import { DECISION_LABELS, heldRequestTitle, type ApprovalStatus, type HeldRequestKind } from '@/domain/approval'
import { rolePerson } from '@/domain/approval-rules'
import { mayDecideStep, stepsOf } from '@/collections/approvals/step-deciders'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'

import { customerNames } from './customer-names'

export type ApprovalView = {
  id: number
  kind: HeldRequestKind
  /** "Shipment #12", "Project “Summer tees” on account". */
  title: string
  /** Where the request itself is seen. */
  href: string
  amount: number
  reason: string
  requestedBy: string
  createdAt: string
  status: ApprovalStatus
  /** "Jane Doe as Finance", once decided. */
  decidedBy: string | null
  decidedAt: string | null
  /** The chain, in order: who decides each step and, once decided, how and by whom. */
  steps: StepView[]
  /** Who the request waits for now ("finance"), while it waits. */
  waitingFor: string | null
}

export type StepView = { who: string; decision: string | null; decidedBy: string | null }

export type ApprovalQueues = {
  /** Waiting for a decision the viewer may make. */
  toDecide: ApprovalView[]
  /** Waiting for someone else: the viewer's own requests, and (for approvers) the rest. */
  waiting: ApprovalView[]
  /** The latest decided or cancelled, for the record. */
  decided: ApprovalView[]
}

/** The names of the projects held requests are for, as the customer may read them. */
const namesOfProjects = async (customer: CustomerUser, ids: number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'projects',
    where: { id: { in: [...new Set(ids)] } },
    select: { name: true },
    pagination: false,
    depth: 0,
    user: customer,
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.id, doc.name]))
}

const titleOf = (
  doc: { shipment?: unknown; project?: unknown },
  projectNames: Map<number, string>,
): Pick<ApprovalView, 'kind' | 'title' | 'href'> => {
  const project = relationId(doc.project)
  if (project !== null)
    return { kind: 'project', title: heldRequestTitle('project', project, projectNames.get(project)), href: `/dashboard/projects/${project}` }
  return { kind: 'shipment', title: heldRequestTitle('shipment', relationId(doc.shipment) ?? 0), href: '/dashboard/shipments' }
}

const WAITING_SHOWN = 100
const DECIDED_SHOWN = 10

/**
 * The requests held for approval in the company the customer works in, as the collection's access
 * lets them see (approvers every one, others their own), sorted into what they may decide now (the
 * step waiting is for their role, they did not ask and decided no earlier step), what waits for
 * someone else, and the latest decisions.
 */
export async function getApprovals(customer: CustomerUser): Promise<ApprovalQueues> {
  const company = customer.acting?.id
  if (company === undefined) return { toDecide: [], waiting: [], decided: [] }
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
  const people = [...waiting.docs, ...done.docs].flatMap((doc) => [
    relationId(doc.requestedBy),
    relationId(doc.decidedBy),
    ...stepsOf(doc).map((step) => relationId(step.decidedBy)),
  ])
  const projectIds = [...waiting.docs, ...done.docs].map((doc) => relationId(doc.project)).filter((id): id is number => id !== null)
  const [names, projectNames] = await Promise.all([
    customerNames([...new Set(people.filter((id): id is number => id !== null))]),
    namesOfProjects(customer, projectIds),
  ])
  const nameOf = (id: number | null) => (id === customer.id ? 'you' : (id !== null && names.get(id)?.name) || 'a former member')
  const asRole = (who: number | null, role: unknown) => `${nameOf(who)}${isCompanyRole(role) ? ` as ${ROLE_LABELS[role]}` : ''}`
  const view = (doc: (typeof waiting.docs)[number]): ApprovalView => {
    const decider = relationId(doc.decidedBy)
    const steps = stepsOf(doc)
    return {
      id: doc.id,
      ...titleOf(doc, projectNames),
      amount: Number(doc.amount),
      reason: doc.reason,
      requestedBy: nameOf(relationId(doc.requestedBy)),
      createdAt: doc.createdAt,
      status: doc.status,
      decidedBy: decider === null ? null : asRole(decider, doc.decidedRole),
      decidedAt: doc.decidedAt ?? null,
      steps: steps.map((step) => ({
        who: rolePerson(step.role),
        decision: step.decision ? DECISION_LABELS[step.decision] : null,
        decidedBy: step.decision ? asRole(relationId(step.decidedBy), step.decidedRole) : null,
      })),
      waitingFor: doc.status === 'pending' && steps[doc.currentStep] ? rolePerson(steps[doc.currentStep]!.role) : null,
    }
  }
  const role = customer.acting?.role ?? null
  const mayDecide = (doc: (typeof waiting.docs)[number]) => mayDecideStep(doc, doc.currentStep, customer.id, role)
  return {
    toDecide: waiting.docs.filter(mayDecide).map(view),
    waiting: waiting.docs.filter((doc) => !mayDecide(doc)).map(view),
    decided: done.docs.map(view),
  }
}
