import type { Payload, TransformCollectionWithSelect, TypedCollectionSelect, Where } from 'payload'
import { stringify } from 'qs-esm'

import { APPROVAL_OVERDUE_DAYS, approvalOverdueBefore, heldRequestTitle } from '@/domain/approval'
import { calendarDateInAustralia } from '@/domain/business-days'
import { customerLabel, type NamedCustomer } from '@/domain/customer-name'
import { formatDayMonth, startOfToday } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import { stageLabel } from '@/domain/production-timeline'
import { relationId } from '@/platform/relation-id'

/**
 * What is waiting on staff, for the admin's dashboard: each queue is a filter on one collection,
 * the oldest waiting first, so the list is also the order to work through it. New enquiries are
 * the exception: newest first, with how many came in today, so a fresh lead is seen at once.
 */
export type WorkQueueEntry = { id: number; title: string; detail: string }

export type WorkQueue = {
  key: string
  heading: string
  empty: string
  collection: 'enquiries' | 'projects' | 'orders' | 'shipments' | 'inventory-items' | 'approvals'
  total: number
  entries: WorkQueueEntry[]
  /** The admin list showing the whole queue. */
  listHref: string
  /** How many of the queue arrived since midnight, for queues where that matters. */
  newToday?: number
}

const SHOWN = 5

// The admin's list view reads its filter from the query string in the same qs encoding as the REST API.
const whereQuery = (where: Where): string => stringify({ where }, { addQueryPrefix: false })

type QueueCollection = WorkQueue['collection']

/** The fields each collection's entries are described from. */
const SELECT = {
  enquiries: { name: true, email: true, createdAt: true },
  projects: { name: true, status: true, updatedAt: true, invoice: true },
  orders: { name: true, updatedAt: true, timeline: true },
  shipments: { createdAt: true },
  'inventory-items': { title: true, customer: true, quantityAvailable: true, lowStockThreshold: true, lowStockAlertedAt: true },
  approvals: { shipment: true, project: true, company: true, amount: true, createdAt: true },
} as const satisfies { [C in QueueCollection]: TypedCollectionSelect[C] }

// A customer an entry names is read with the entry, by just the fields that name them.
const POPULATE = {
  customers: { email: true, company: true, firstName: true, lastName: true },
  companies: { name: true },
  projects: { name: true },
} as const

const customerOf = (customer: number | NamedCustomer | null | undefined) =>
  typeof customer === 'object' && customer ? customerLabel(customer) : 'Unknown customer'

type QueueDoc<C extends QueueCollection> = TransformCollectionWithSelect<C, (typeof SELECT)[C]>

type QueueSpec<C extends QueueCollection> = Omit<WorkQueue, 'collection' | 'total' | 'entries' | 'listHref'> & {
  collection: C
  where: Where
  sort: string
  describe: (doc: QueueDoc<C>) => WorkQueueEntry
  countsToday?: true
}

/** A queue whose reading keeps the link between its collection and the documents it describes. */
const queue =
  <C extends QueueCollection>({ where, sort, describe, countsToday, ...spec }: QueueSpec<C>) =>
  async (payload: Payload, now: Date): Promise<WorkQueue> => {
    const [found, today] = await Promise.all([
      payload.find({
        collection: spec.collection,
        where,
        sort,
        limit: SHOWN,
        depth: 1,
        select: SELECT[spec.collection],
        populate: POPULATE,
        overrideAccess: true,
      }),
      countsToday
        ? payload.count({
            collection: spec.collection,
            where: { and: [where, { createdAt: { greater_than_equal: startOfToday(now).toISOString() } }] },
            overrideAccess: true,
          })
        : undefined,
    ])
    return {
      ...spec,
      ...(today ? { newToday: today.totalDocs } : {}),
      total: found.totalDocs,
      entries: found.docs.map(describe),
      listHref: `/admin/collections/${spec.collection}?${whereQuery(where)}&sort=${sort}`,
    }
  }

const queues = (now: Date) => [
  queue({
    key: 'enquiries',
    heading: 'New enquiries',
    empty: 'No enquiries waiting for a project.',
    collection: 'enquiries',
    where: { and: [{ status: { equals: 'submitted' } }, { project: { exists: false } }] },
    sort: '-createdAt',
    countsToday: true,
    describe: (doc) => ({ id: doc.id, title: doc.name, detail: `${doc.email ?? ''} · ${formatDayMonth(doc.createdAt)}` }),
  }),
  queue({
    key: 'projects',
    heading: 'Projects waiting on staff',
    empty: 'No proposal to write or confirm.',
    collection: 'projects',
    where: { status: { in: ['pending', 'awaiting_confirmation'] } },
    sort: 'updatedAt',
    describe: (doc) => ({
      id: doc.id,
      title: doc.name,
      detail: `${doc.status === 'pending' ? 'Proposal to build' : 'Finalised — confirm the price'} · since ${formatDayMonth(doc.updatedAt)}`,
    }),
  }),
  queue({
    key: 'invoices',
    heading: 'Invoices overdue',
    empty: 'No overdue invoices.',
    collection: 'projects',
    where: {
      and: [
        { status: { equals: 'awaiting_payment' } },
        { paymentMethod: { equals: 'invoice' } },
        { 'invoice.dueAt': { less_than: now.toISOString() } },
      ],
    },
    sort: 'invoice.dueAt',
    describe: (doc) => ({
      id: doc.id,
      title: doc.name,
      detail: `Invoice ${doc.invoice?.number ?? ''} · due ${formatDayMonth(doc.invoice?.dueAt)}`,
    }),
  }),
  queue({
    key: 'artwork',
    heading: 'Artwork changes requested',
    empty: 'No artwork changes requested.',
    collection: 'orders',
    where: { 'artworkReviewItems.status': { equals: 'changes_requested' } },
    sort: 'updatedAt',
    describe: (doc) => ({ id: doc.id, title: doc.name, detail: `Changes asked ${formatDayMonth(doc.updatedAt)}` }),
  }),
  queue({
    key: 'production',
    heading: 'Production running late',
    empty: 'Every order is on schedule.',
    collection: 'orders',
    // The next stage's planned day (stored as its midnight UTC) is before today in Sydney.
    where: { 'timeline.nextDue': { less_than: `${calendarDateInAustralia(now)}T00:00:00.000Z` } },
    sort: 'timeline.nextDue',
    describe: (doc) => ({
      id: doc.id,
      title: doc.name,
      detail: `${stageLabel(doc.timeline?.nextStage ?? '')} planned ${formatDayMonth(doc.timeline?.nextDue)}`,
    }),
  }),
  queue({
    key: 'shipments',
    heading: 'Shipments to process',
    empty: 'No shipment requests waiting.',
    collection: 'shipments',
    where: { status: { equals: 'requested' } },
    sort: 'createdAt',
    describe: (doc) => ({ id: doc.id, title: `Shipment #${doc.id}`, detail: `Requested ${formatDayMonth(doc.createdAt)}` }),
  }),
  queue({
    // A company's approvers are emailed when a request is held; one left waiting this long needs a nudge.
    key: 'approvals',
    heading: `Approvals waiting over ${APPROVAL_OVERDUE_DAYS} days`,
    empty: 'No held request has waited that long.',
    collection: 'approvals',
    where: { and: [{ status: { equals: 'pending' } }, { createdAt: { less_than: approvalOverdueBefore(now).toISOString() } }] },
    sort: 'createdAt',
    describe: (doc) => ({
      id: doc.id,
      title: `${
        typeof doc.project === 'object' && doc.project
          ? heldRequestTitle('project', doc.project.id, doc.project.name)
          : heldRequestTitle('shipment', relationId(doc.shipment) ?? 0)
      } · ${formatCents(doc.amount)}`,
      detail: `${typeof doc.company === 'object' && doc.company ? doc.company.name : 'A company'} · waiting since ${formatDayMonth(doc.createdAt)}`,
    }),
  }),
  queue({
    // An item whose low-stock alert went out and whose stock is not back above the threshold.
    key: 'low-stock',
    heading: 'Customers low on stock',
    empty: 'No customer is below a low-stock threshold.',
    collection: 'inventory-items',
    where: { lowStockAlertedAt: { exists: true } },
    sort: 'lowStockAlertedAt',
    describe: (doc) => ({
      id: doc.id,
      title: doc.title,
      detail: `${customerOf(doc.customer)} · ${doc.quantityAvailable ?? 0} left, threshold ${doc.lowStockThreshold ?? 0} · since ${formatDayMonth(doc.lowStockAlertedAt)}`,
    }),
  }),
]

export async function staffWorkQueues(payload: Payload, now = new Date()): Promise<WorkQueue[]> {
  return Promise.all(queues(now).map((read) => read(payload, now)))
}
