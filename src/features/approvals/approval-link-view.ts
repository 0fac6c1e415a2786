import { readApprovalLink, type ApprovalLink } from '@/collections/approvals/approval-link'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import { APPROVAL_STATUS_LABELS, stepOf, type ApprovalStatus } from '@/domain/approval'
import { rolePerson } from '@/domain/approval-rules'
import { mayDecideStep } from '@/collections/approvals/step-deciders'
import type { CompanyRole } from '@/domain/company-roles'
import { personName } from '@/domain/customer-name'
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
      what: string
      recipient: string
      items: string[]
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
  const [shipment, requester, member, { name }] = await Promise.all([
    payload.findByID({
      collection: 'shipments',
      id: relationId(approval.shipment)!,
      depth: 1,
      overrideAccess: true,
      select: { recipient: true, items: true },
    }),
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
  const recipient = typeof shipment.recipient === 'object' ? shipment.recipient : null
  return {
    state: 'open',
    link,
    company: name,
    member: personName(member),
    requestedBy: personName(requester),
    what: `Shipment #${shipment.id}`,
    recipient: recipient ? `${recipient.fullName}, ${recipient.suburb} ${recipient.country}` : 'A recipient',
    items: (shipment.items ?? []).map(
      (line) => `${line.quantity} × ${typeof line.inventoryItem === 'object' ? line.inventoryItem.title : 'an item'}`,
    ),
    amount: formatCents(approval.amount),
    reason: approval.reason,
    step: stepOf(link.step, steps.length).replace(/^, /, ''),
  }
}
