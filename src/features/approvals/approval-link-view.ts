import type { Payload } from 'payload'

import { readApprovalLink, type ApprovalLink } from '@/collections/approvals/approval-link'
import { subjectOf } from '@/collections/approvals/approval-subject'
import type { SpendSubject } from '@/collections/budgets/budget-ledger'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import { APPROVAL_STATUS_LABELS, heldRequestTitle, stepOf, type ApprovalStatus, type HeldRequestKind } from '@/domain/approval'
import { rolePerson } from '@/domain/approval-rules'
import { mayDecideStep } from '@/collections/approvals/step-deciders'
import type { CompanyRole } from '@/domain/company-roles'
import { personName } from '@/domain/customer-name'
import { INVOICE_TERMS_DAYS } from '@/domain/invoice'
import { formatCents } from '@/domain/pricing'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'

export type ApprovalLinkView =
  | { state: 'invalid' }
  /** Decided, cancelled, or moved past the link's step: nothing to do here. */
  | { state: 'settled'; title: string; detail: string }
  | {
      state: 'open'
      link: ApprovalLink
      company: string
      member: string
      requestedBy: string
      kind: HeldRequestKind
      what: string
      /** What the request is, row by row: where a shipment goes and what it holds; a project's lines. */
      details: { label: string; value: string }[]
      /** What the amount is for. */
      amountLabel: string
      amount: string
      reason: string
      step: string
    }

/**
 * What an emailed approval link opens, read without a session (the signed link is the key): the
 * request's facts while its step waits for the member it was sent to, else why there is nothing to
 * decide. A link that is forged, expired, or for someone no longer in the company shows nothing.
 */
export async function getApprovalLinkView(token: unknown): Promise<ApprovalLinkView> {
  const link = readApprovalLink(token)
  if (!link) return { state: 'invalid' }
  const payload = await payloadClient()
  const approval = await payload.findByID({ collection: 'approvals', id: link.approval, depth: 0, overrideAccess: true, disableErrors: true })
  const company = relationId(approval?.company)
  if (!approval || company === null) return { state: 'invalid' }
  const role = await roleInCompanyNow({ payload }, company, link.member)
  if (role === null) return { state: 'invalid' }
  const steps = (approval.steps ?? []) as { role: CompanyRole }[]
  if (approval.status !== 'pending')
    return {
      state: 'settled',
      title: `This request is ${APPROVAL_STATUS_LABELS[approval.status as ApprovalStatus].toLowerCase()}`,
      detail: 'There is nothing left to decide. Your dashboard’s Approvals page shows who decided and when.',
    }
  if (approval.currentStep !== link.step)
    return {
      state: 'settled',
      title: 'This step has been decided',
      detail: `The request now waits for ${rolePerson(steps[approval.currentStep]!.role)}. Your dashboard’s Approvals page shows where it stands.`,
    }
  if (!mayDecideStep(approval, link.step, link.member, role)) return { state: 'invalid' }
  const [facts, requester, member, { name }] = await Promise.all([
    requestFacts(payload, subjectOf(approval)),
    payload.findByID({
      collection: 'customers',
      id: relationId(approval.requestedBy)!,
      depth: 0,
      overrideAccess: true,
      select: { firstName: true, lastName: true, email: true },
    }),
    payload.findByID({
      collection: 'customers',
      id: link.member,
      depth: 0,
      overrideAccess: true,
      select: { firstName: true, lastName: true, email: true },
    }),
    payload.findByID({ collection: 'companies', id: company, depth: 0, overrideAccess: true, select: { name: true } }),
  ])
  return {
    state: 'open',
    link,
    company: name,
    member: personName(member),
    requestedBy: personName(requester),
    ...facts,
    amount: formatCents(approval.amount),
    reason: approval.reason,
    step: stepOf(link.step, steps.length).replace(/^, /, ''),
  }
}

type RequestFacts = { kind: HeldRequestKind; what: string; details: { label: string; value: string }[]; amountLabel: string }

/** What a held shipment or project is, for the approver deciding it. */
async function requestFacts(payload: Payload, subject: SpendSubject): Promise<RequestFacts> {
  if (subject.kind === 'shipment') {
    const shipment = await payload.findByID({
      collection: 'shipments',
      id: subject.id,
      depth: 1,
      overrideAccess: true,
      select: { recipient: true, items: true },
    })
    const recipient = typeof shipment.recipient === 'object' ? shipment.recipient : null
    const items = (shipment.items ?? []).map(
      (line) => `${line.quantity} × ${typeof line.inventoryItem === 'object' ? line.inventoryItem.title : 'an item'}`,
    )
    return {
      kind: 'shipment',
      what: heldRequestTitle('shipment', subject.id),
      details: [
        { label: 'To', value: recipient ? `${recipient.fullName}, ${recipient.suburb} ${recipient.country}` : 'A recipient' },
        { label: 'Items', value: items.join(', ') },
      ],
      amountLabel: 'Postage and handling',
    }
  }
  const [project, { docs: lines }] = await Promise.all([
    payload.findByID({ collection: 'projects', id: subject.id, depth: 0, overrideAccess: true, select: { name: true } }),
    payload.find({
      collection: 'line-items',
      where: { project: { equals: subject.id } },
      sort: 'position',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { title: true, quantity: true },
    }),
  ])
  return {
    kind: 'project',
    what: heldRequestTitle('project', subject.id, project.name),
    details: [
      { label: 'Paid', value: `On account, by invoice due in ${INVOICE_TERMS_DAYS} days` },
      { label: 'Items', value: lines.map((line) => `${line.quantity} × ${line.title}`).join(', ') || 'No items' },
    ],
    amountLabel: 'Total incl. GST',
  }
}
