import type { Where } from 'payload'

import { PROJECTS_PER_PAGE, type ProjectVisibility } from '@/domain/dashboard-filters'
import type { StatusLogEntry } from '@/domain/project-status'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { payloadClient } from '@/payload-client'
import type { Recipient } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'
import { readForCustomer } from './customer-data-cache'
import { findLineItems, findLinePreviews, lineItemTitle, type LineItemView, type Picture } from './line-items'

/**
 * The dashboard's project reads (the list and one project), always as the signed-in
 * customer with access control on, selecting only what the pages show. The list is served by the
 * (customer, visibility, createdAt) index of the projects collection.
 */

export type ProjectSummary = {
  id: number
  name: string
  status: string
  createdAt: string
  subtotalPrice: number
  previews: Picture[]
  lineItemCount: number
}

export type ProjectPage = {
  docs: ProjectSummary[]
  page: number
  totalPages: number
  totalDocs: number
  counts: Record<ProjectVisibility, number>
}

const ownedWith = (customer: CustomerUser, ...conditions: Where[]): Where => ({
  and: [{ customer: { equals: customer.id } }, ...conditions],
})

export const getProjectPage = (customer: CustomerUser, query: { visibility: ProjectVisibility; page: number }): Promise<ProjectPage> =>
  readForCustomer(customer, ['projects', query.visibility, query.page], () => readProjectPage(customer, query))

async function readProjectPage(customer: CustomerUser, { visibility, page }: { visibility: ProjectVisibility; page: number }): Promise<ProjectPage> {
  const payload = await payloadClient()
  const other: ProjectVisibility = visibility === 'active' ? 'archived' : 'active'
  const [result, otherCount] = await Promise.all([
    payload.find({
      collection: 'projects',
      where: ownedWith(customer, { visibility: { equals: visibility } }),
      sort: '-createdAt',
      page,
      limit: PROJECTS_PER_PAGE,
      depth: 0,
      joins: false,
      user: customer,
      overrideAccess: false,
      select: { name: true, status: true, createdAt: true, subtotalPrice: true },
    }),
    payload.count({ collection: 'projects', where: ownedWith(customer, { visibility: { equals: other } }), user: customer, overrideAccess: false }),
  ])
  const ids = result.docs.map((doc) => doc.id)
  const previews = ids.length ? await findLinePreviews(payload, customer, { project: { in: ids } }) : []
  return {
    docs: result.docs.map((doc) => {
      const lines = previews.filter((line) => line.projectId === doc.id)
      return {
        id: doc.id,
        name: doc.name,
        status: doc.status,
        createdAt: doc.createdAt,
        subtotalPrice: doc.subtotalPrice ?? 0,
        previews: lines.flatMap((line) => (line.picture ? [line.picture] : [])),
        lineItemCount: lines.length,
      }
    }),
    page: result.page ?? page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
    counts: { [visibility]: result.totalDocs, [other]: otherCount.totalDocs } as Record<ProjectVisibility, number>,
  }
}

export type RecipientView = {
  id: number
  name: string
  company: string | null
  address: string
  email: string | null
  phone: string | null
}

export type DistributionStop = { id: string; recipient: RecipientView | null; items: { title: string; quantity: number }[] }

export type ProjectDetail = {
  id: number
  name: string
  status: string
  visibility: ProjectVisibility
  createdAt: string
  shareKey: string | null
  statusChangeLog: StatusLogEntry[]
  packingType: string | null
  numberOfPacks: number | null
  shippingEstimate: number
  shipmentType: 'single_drop' | 'distribution_list' | null
  singleDropRecipient: RecipientView | null
  distribution: DistributionStop[]
  dueDate: string | null
  paymentMethod: 'card' | 'invoice' | null
  orderId: number | null
  lineItems: LineItemView[]
}

const toRecipient = (value: number | Recipient | null | undefined): RecipientView | null => {
  const recipient = populated(value)
  return recipient
    ? {
        id: recipient.id,
        name: recipient.fullName ?? '',
        company: recipient.companyName || null,
        address: recipient.formattedAddress ?? '',
        email: recipient.email || null,
        phone: recipient.phone || null,
      }
    : null
}

/** The project with this id if it is the customer's; null for anyone else's or an unknown id. */
export async function getProjectDetail(customer: CustomerUser, id: number): Promise<ProjectDetail | null> {
  const payload = await payloadClient()
  const [project, lineItems] = await Promise.all([
    payload.findByID({
      collection: 'projects',
      id,
      depth: 1,
      joins: false,
      user: customer,
      overrideAccess: false,
      disableErrors: true,
      select: {
        name: true,
        // The share key is readable only by the owner, which its access rule checks on `customer`.
        customer: true,
        shareKey: true,
        status: true,
        statusChangeLog: true,
        visibility: true,
        createdAt: true,
        packingType: true,
        numberOfPacks: true,
        shippingEstimate: true,
        shipmentType: true,
        singleDropRecipient: true,
        distributionListShipments: true,
        dueDate: true,
        paymentMethod: true,
        order: true,
      },
      populate: {
        customers: {},
        orders: {},
        recipients: { fullName: true, companyName: true, formattedAddress: true, email: true, phone: true },
        'line-items': { title: true },
      },
    }),
    findLineItems(payload, customer, { project: { equals: id } }),
  ])
  if (!project) return null
  return {
    id: project.id,
    name: project.name,
    status: project.status,
    visibility: project.visibility,
    createdAt: project.createdAt,
    shareKey: project.shareKey ?? null,
    statusChangeLog: (project.statusChangeLog ?? []).map(({ timestamp, status }) => ({ timestamp, status })),
    packingType: project.packingType ?? null,
    numberOfPacks: project.numberOfPacks ?? null,
    shippingEstimate: project.shippingEstimate ?? 0,
    shipmentType: project.shipmentType ?? null,
    singleDropRecipient: toRecipient(project.singleDropRecipient),
    distribution: (project.distributionListShipments ?? []).map((stop, index) => ({
      id: String(stop.id ?? index),
      recipient: toRecipient(stop.recipient),
      items: (stop.items ?? []).map((item) => ({ title: lineItemTitle(item.lineItem), quantity: Number(item.quantity ?? 0) })),
    })),
    dueDate: project.dueDate ?? null,
    paymentMethod: project.paymentMethod ?? null,
    orderId: relationId(project.order),
    lineItems,
  }
}
