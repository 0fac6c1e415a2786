import type { Where } from 'payload'

import { PROJECTS_PER_PAGE, type ProjectListQuery, type ProjectListView, type ProjectVisibility } from '@/domain/dashboard-filters'
import { groupedPage, pagesHolding, type Slice } from '@/domain/grouped-page'
import { AWAITING_CUSTOMER } from '@/domain/project-next-action'
import type { StatusLogEntry } from '@/domain/project-status'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { payloadClient } from '@/payload-client'
import type { Project, Recipient } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'
import { readForCustomer } from './customer-data-cache'
import { namingCreators, type Created } from './creators'
import { findLineItems, findLinePreviews, lineItemTitle, type LineItemView, type Picture } from './line-items'
import { reviewedDocumentSelect } from './reviewed-document'
import { inActingCompany } from '@/collections/companies/company-scope'

/**
 * The dashboard's project reads (the list and one project), always as the signed-in
 * customer with access control on, selecting only what the pages show. The list is served by the
 * (company, visibility, createdAt) index of the projects collection; its active view puts the
 * projects awaiting the customer (a proposal to finalise, a payment) first, so none hides on page 2.
 */

export type ProjectSummary = {
  id: number
  name: string
  status: string
  createdAt: string
  subtotalPrice: number
  previews: Picture[]
  lineItemCount: number
} & Created

export type ProjectPage = {
  docs: ProjectSummary[]
  page: number
  totalPages: number
  totalDocs: number
  counts: Record<ProjectListView, number>
}

const ownedWith = (customer: CustomerUser, ...conditions: Where[]): Where => ({
  and: [inActingCompany(customer), ...conditions],
})

const awaitingCustomer: Where = { status: { in: [...AWAITING_CUSTOMER] } }

/** Each view's projects; "active" is read in two groups, what awaits the customer first. */
const VIEWS: Record<ProjectListView, Where[]> = {
  active: [{ visibility: { equals: 'active' } }, { status: { not_equals: 'completed' } }],
  completed: [{ visibility: { equals: 'active' } }, { status: { equals: 'completed' } }],
  archived: [{ visibility: { equals: 'archived' } }],
}

export const getProjectPage = async (customer: CustomerUser, query: ProjectListQuery): Promise<ProjectPage> => {
  const page = await readForCustomer(customer, ['projects', query.visibility, query.page], () => readProjectPage(customer, query))
  return { ...page, docs: await namingCreators(customer, page.docs) }
}

type ProjectRow = Pick<Project, 'id' | 'name' | 'status' | 'createdAt' | 'subtotalPrice' | 'customer'>

async function readProjectPage(customer: CustomerUser, { visibility, page }: ProjectListQuery): Promise<ProjectPage> {
  const payload = await payloadClient()
  const count = async (...conditions: Where[]) =>
    (await payload.count({ collection: 'projects', where: ownedWith(customer, ...conditions), user: customer, overrideAccess: false })).totalDocs
  // A slice of one group, newest first, read through the pages of PROJECTS_PER_PAGE that hold it.
  const readSlice = async (conditions: Where[], slice: Slice): Promise<ProjectRow[]> => {
    const { pages, skip } = pagesHolding(slice, PROJECTS_PER_PAGE)
    const results = await Promise.all(
      pages.map((number) =>
        payload.find({
          collection: 'projects',
          where: ownedWith(customer, ...conditions),
          sort: '-createdAt',
          page: number,
          limit: PROJECTS_PER_PAGE,
          depth: 0,
          joins: false,
          user: customer,
          overrideAccess: false,
          select: { name: true, status: true, createdAt: true, subtotalPrice: true, customer: true },
        }),
      ),
    )
    return results.flatMap((result) => result.docs).slice(skip, skip + slice.count)
  }
  const [active, completed, archived, awaiting] = await Promise.all([
    count(...VIEWS.active),
    count(...VIEWS.completed),
    count(...VIEWS.archived),
    visibility === 'active' ? count(...VIEWS.active, awaitingCustomer) : Promise.resolve(0),
  ])
  const counts: Record<ProjectListView, number> = { active, completed, archived }
  const { first, rest } = groupedPage(awaiting, page, PROJECTS_PER_PAGE)
  const [firstRows, restRows] = await Promise.all([
    readSlice([...VIEWS[visibility], awaitingCustomer], first),
    readSlice(visibility === 'active' ? [...VIEWS.active, { status: { not_in: [...AWAITING_CUSTOMER] } }] : VIEWS[visibility], rest),
  ])
  const rows = [...firstRows, ...restRows]
  const ids = rows.map((doc) => doc.id)
  const previews = ids.length ? await findLinePreviews(payload, customer, { project: { in: ids } }) : []
  const totalDocs = counts[visibility]
  return {
    docs: rows.map((doc) => {
      const lines = previews.filter((line) => line.projectId === doc.id)
      return {
        id: doc.id,
        name: doc.name,
        status: doc.status,
        createdAt: doc.createdAt,
        subtotalPrice: doc.subtotalPrice ?? 0,
        previews: lines.flatMap((line) => (line.picture ? [line.picture] : [])),
        lineItemCount: lines.length,
        creatorId: relationId(doc.customer),
        createdBy: null,
      }
    }),
    page,
    totalPages: Math.ceil(totalDocs / PROJECTS_PER_PAGE),
    totalDocs,
    counts,
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
        ...reviewedDocumentSelect,
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
