import type { Payload } from 'payload'

import { formatAddress } from '@/domain/address'
import type { RecipientLinkAudience } from '@/domain/recipient-invitation'
import { LINK_STATE_LABELS, type LinkState, type RecipientLinkMode } from '@/domain/recipient-link'
import { responsesCsv, type ResponseRow } from '@/domain/recipient-response-csv'
import { recipientLinkUrl } from '@/domain/review-links'
import { sizeCurve } from '@/domain/size-curve'
import { SIZE_GROUP_LABELS, SIZE_GROUPS, type SizeGroup } from '@/domain/sizes'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { heldLinkState } from '@/collections/recipient-links/held-link'
import { sizeChoicesOf } from '@/collections/recipient-links/size-choices'
import { reminderAfterDays } from '@/collections/recipient-links/operations/invite-recipients'
import { relationId } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import type { RecipientLink } from '@/payload-types'
import { inActingCompany } from '@/collections/companies/company-scope'

/**
 * Recipient links and their responses as the dashboard shows them, read as the customer with
 * access control on: another customer's link is simply not found.
 */

export type LinkSummary = {
  id: number
  name: string
  mode: RecipientLinkMode
  audience: RecipientLinkAudience
  state: LinkState | 'claimed'
  stateLabel: string
  responseCount: number
  cap: number | null
  expiresAt: string | null
  createdAt: string
  target: string
}

export type SizeOptionView = { id: number; label: string; shortLabel: string }

export type ResponseView = Omit<ResponseRow, 'sizes'> & {
  id: number
  address: string
  sizes: { title: string; size: string }[]
}

export type CurveCell = { label: string; shortLabel: string; count: number }

export type CurveView = {
  lineItem: number
  title: string
  quantity: number
  responses: number
  groups: { group: SizeGroup; label: string; cells: CurveCell[] }[]
}

export type InvitationView = {
  id: number
  name: string
  email: string
  sentAt: string
  remindedAt: string | null
  answeredAt: string | null
}

export type LinkDetail = LinkSummary & {
  /** The shared link; empty for a link of invitations, whose keys are each person's own. */
  url: string
  invitations: InvitationView[]
  /** Days after their last email that an invited person who has not answered is reminded. */
  reminderAfterDays: number
  message: string | null
  projectId: number | null
  items: { title: string; quantity: number; available: number }[]
  responses: ResponseView[]
  curve: CurveView[]
}

/** A link as LINK_SELECT reads it. */
type LinkDoc = Pick<RecipientLink, 'id' | keyof typeof LINK_SELECT>

// The owning company is selected too: the share key's read access checks it.
const LINK_SELECT = {
  customer: true,
  company: true,
  name: true,
  mode: true,
  audience: true,
  message: true,
  shareKey: true,
  project: true,
  items: true,
  cap: true,
  expiresAt: true,
  closedAt: true,
  responseCount: true,
  createdAt: true,
} as const

const POPULATE = { projects: { name: true }, 'inventory-items': { title: true, quantityAvailable: true } } as const

type Populated = { title?: string; name?: string; quantityAvailable?: number | null }

const itemsOf = (doc: LinkDoc) =>
  (doc.items ?? []).map((line) => {
    const item = (typeof line.inventoryItem === 'object' ? line.inventoryItem : {}) as Populated
    return {
      inventoryItem: relationId(line.inventoryItem)!,
      title: item.title ?? 'An item no longer in your inventory',
      quantity: line.quantity ?? 1,
      available: item.quantityAvailable ?? 0,
    }
  })

const summaryOf = (doc: LinkDoc, now: Date): LinkSummary => {
  const items = itemsOf(doc)
  const project = (typeof doc.project === 'object' && doc.project ? doc.project : null) as Populated | null
  const state = heldLinkState({ ...doc, items }, now)
  return {
    id: doc.id,
    name: doc.name,
    mode: doc.mode,
    audience: doc.audience ?? 'anyone',
    state,
    stateLabel: LINK_STATE_LABELS[state],
    responseCount: doc.responseCount ?? 0,
    cap: doc.cap ?? null,
    expiresAt: doc.expiresAt ?? null,
    createdAt: doc.createdAt,
    target: doc.mode === 'collect' ? (project?.name ?? 'A project') : items.map((item) => `${item.quantity} × ${item.title}`).join(', '),
  }
}

/** Reads as the customer, with access control on. */
export const readAs = (customer: CustomerUser) => ({ user: customer, overrideAccess: false }) as const

/** The customer's links, newest first. */
export async function getRecipientLinks(payload: Payload, customer: CustomerUser): Promise<LinkSummary[]> {
  const { docs } = await payload.find({
    collection: 'recipient-links',
    where: inActingCompany(customer),
    sort: '-createdAt',
    limit: 100,
    depth: 1,
    select: LINK_SELECT,
    populate: POPULATE,
    ...readAs(customer),
  })
  const now = new Date()
  return docs.map((doc) => summaryOf(doc, now))
}

/** One link with its responses and, for a collect link, the size curve per sized item. */
export async function getRecipientLink(payload: Payload, customer: CustomerUser, id: number, options: SizeOptionView[]): Promise<LinkDetail | null> {
  const { docs } = await payload.find({
    collection: 'recipient-links',
    where: { id: { equals: id } },
    limit: 1,
    depth: 1,
    select: LINK_SELECT,
    populate: POPULATE,
    ...readAs(customer),
  })
  const doc = docs[0]
  if (!doc) return null
  const projectId = relationId(doc.project)
  const [responses, lines, invitations] = await Promise.all([
    payload.find({
      collection: 'recipient-responses',
      where: { link: { equals: id } },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      select: {
        fullName: true,
        email: true,
        phone: true,
        companyName: true,
        address1: true,
        address2: true,
        suburb: true,
        state: true,
        postcode: true,
        sizes: true,
        shipment: true,
        createdAt: true,
      },
      ...readAs(customer),
    }),
    projectId
      ? payload.find({
          collection: 'line-items',
          where: { and: [{ project: { equals: projectId } }, { hasSizing: { equals: true } }] },
          sort: 'position',
          pagination: false,
          depth: 0,
          select: { title: true, quantity: true },
          ...readAs(customer),
        })
      : Promise.resolve({ docs: [] as { id: number; title: string; quantity: number }[] }),
    doc.audience === 'invited'
      ? payload.find({
          collection: 'recipient-invitations',
          where: { link: { equals: id } },
          sort: 'id',
          pagination: false,
          depth: 0,
          select: { name: true, email: true, sentAt: true, remindedAt: true, answeredAt: true },
          ...readAs(customer),
        })
      : Promise.resolve({ docs: [] }),
  ])
  const titles = new Map(lines.docs.map((line) => [line.id, line.title]))
  const byId = new Map(options.map((option) => [option.id, option]))
  const sizeName = (group: SizeGroup, option: number) => `${SIZE_GROUP_LABELS[group]} ${byId.get(option)?.label ?? 'size'}`
  const curve = new Map(sizeCurve(responses.docs.map((response) => sizeChoicesOf(response.sizes))).map((line) => [line.lineItem, line]))
  return {
    ...summaryOf(doc, new Date()),
    url: doc.audience === 'invited' ? '' : recipientLinkUrl(serverURL(), { id: doc.id, shareKey: doc.shareKey ?? '' }),
    reminderAfterDays: reminderAfterDays(),
    invitations: invitations.docs.map((invitation) => ({
      id: invitation.id,
      name: invitation.name ?? '',
      email: invitation.email,
      sentAt: invitation.sentAt,
      remindedAt: invitation.remindedAt ?? null,
      answeredAt: invitation.answeredAt ?? null,
    })),
    message: doc.message ?? null,
    projectId,
    items: itemsOf(doc),
    responses: responses.docs.map((response) => ({
      id: response.id,
      submittedAt: response.createdAt,
      fullName: response.fullName,
      email: response.email,
      phone: response.phone ?? null,
      companyName: response.companyName ?? null,
      address1: response.address1,
      address2: response.address2 ?? null,
      suburb: response.suburb,
      state: response.state ?? null,
      postcode: response.postcode ?? null,
      address: formatAddress({ ...response, country: null }),
      sizes: sizeChoicesOf(response.sizes).map((choice) => ({
        title: titles.get(choice.lineItem) ?? 'An item',
        size: sizeName(choice.group, choice.sizingOption),
      })),
      shipment: relationId(response.shipment),
    })),
    curve: lines.docs.map((line) => {
      const counts = curve.get(line.id)?.counts ?? []
      const count = (group: SizeGroup, option: number) => counts.find((entry) => entry.group === group && entry.sizingOption === option)?.count ?? 0
      return {
        lineItem: line.id,
        title: line.title,
        quantity: line.quantity ?? 0,
        responses: curve.get(line.id)?.responses ?? 0,
        groups: SIZE_GROUPS.map((group) => ({
          group,
          label: SIZE_GROUP_LABELS[group],
          cells: options.map((option) => ({ label: option.label, shortLabel: option.shortLabel, count: count(group, option.id) })),
        })),
      }
    }),
  }
}

/** The link's responses as a CSV file, oldest first. */
export function linkResponsesCsv(link: LinkDetail): string {
  return responsesCsv(
    [...link.responses]
      .reverse()
      .map((response) => ({ ...response, sizes: Object.fromEntries(response.sizes.map((size) => [size.title, size.size])) })),
    link.curve.map((line) => line.title),
    link.mode === 'ship',
  )
}
