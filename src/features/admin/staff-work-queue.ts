import type { Payload, Where } from 'payload'
import { stringify } from 'qs-esm'

import { calendarDateInAustralia } from '@/domain/business-days'
import { formatDayMonth, startOfToday } from '@/domain/display-date'
import { stageLabel } from '@/domain/production-timeline'

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
  collection: 'enquiries' | 'projects' | 'orders' | 'shipments' | 'inventory-items'
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

type QueueSpec = Omit<WorkQueue, 'total' | 'entries' | 'listHref'> & {
  where: Where
  sort: string
  describe: (doc: Record<string, unknown>) => WorkQueueEntry
  countsToday?: true
}

const queues = (now: Date): QueueSpec[] => [
  {
    key: 'enquiries',
    heading: 'New enquiries',
    empty: 'No enquiries waiting for a project.',
    collection: 'enquiries',
    where: { and: [{ status: { equals: 'submitted' } }, { project: { exists: false } }] },
    sort: '-createdAt',
    countsToday: true,
    describe: (doc) => ({ id: doc.id as number, title: String(doc.name), detail: `${doc.email ?? ''} · ${formatDayMonth(doc.createdAt as string)}` }),
  },
  {
    key: 'projects',
    heading: 'Projects waiting on staff',
    empty: 'No proposal to write or confirm.',
    collection: 'projects',
    where: { status: { in: ['pending', 'awaiting_confirmation'] } },
    sort: 'updatedAt',
    describe: (doc) => ({
      id: doc.id as number,
      title: String(doc.name),
      detail: `${doc.status === 'pending' ? 'Proposal to build' : 'Finalised — confirm the price'} · since ${formatDayMonth(doc.updatedAt as string)}`,
    }),
  },
  {
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
    describe: (doc) => {
      const invoice = (doc.invoice ?? {}) as { number?: string; dueAt?: string }
      return { id: doc.id as number, title: String(doc.name), detail: `Invoice ${invoice.number ?? ''} · due ${formatDayMonth(invoice.dueAt)}` }
    },
  },
  {
    key: 'artwork',
    heading: 'Artwork changes requested',
    empty: 'No artwork changes requested.',
    collection: 'orders',
    where: { 'artworkReviewItems.status': { equals: 'changes_requested' } },
    sort: 'updatedAt',
    describe: (doc) => ({ id: doc.id as number, title: String(doc.name), detail: `Changes asked ${formatDayMonth(doc.updatedAt as string)}` }),
  },
  {
    key: 'production',
    heading: 'Production running late',
    empty: 'Every order is on schedule.',
    collection: 'orders',
    // The next stage's planned day (stored as its midnight UTC) is before today in Sydney.
    where: { 'timeline.nextDue': { less_than: `${calendarDateInAustralia(now)}T00:00:00.000Z` } },
    sort: 'timeline.nextDue',
    describe: (doc) => {
      const timeline = (doc.timeline ?? {}) as { nextStage?: string; nextDue?: string }
      return {
        id: doc.id as number,
        title: String(doc.name),
        detail: `${stageLabel(timeline.nextStage ?? '')} planned ${formatDayMonth(timeline.nextDue)}`,
      }
    },
  },
  {
    key: 'shipments',
    heading: 'Shipments to process',
    empty: 'No shipment requests waiting.',
    collection: 'shipments',
    where: { status: { equals: 'requested' } },
    sort: 'createdAt',
    describe: (doc) => ({ id: doc.id as number, title: `Shipment #${doc.id}`, detail: `Requested ${formatDayMonth(doc.createdAt as string)}` }),
  },
  {
    // An item whose low-stock alert went out and whose stock is not back above the threshold.
    key: 'low-stock',
    heading: 'Customers low on stock',
    empty: 'No customer is below a low-stock threshold.',
    collection: 'inventory-items',
    where: { lowStockAlertedAt: { exists: true } },
    sort: 'lowStockAlertedAt',
    describe: (doc) => ({
      id: doc.id as number,
      title: String(doc.title),
      detail: `${Number(doc.quantityAvailable ?? 0)} left, threshold ${Number(doc.lowStockThreshold ?? 0)} · since ${formatDayMonth(doc.lowStockAlertedAt as string)}`,
    }),
  },
]

const SELECT: Record<WorkQueue['collection'], Record<string, true>> = {
  enquiries: { name: true, email: true, createdAt: true },
  projects: { name: true, status: true, updatedAt: true, invoice: true },
  orders: { name: true, updatedAt: true, timeline: true },
  shipments: { createdAt: true },
  'inventory-items': { title: true, quantityAvailable: true, lowStockThreshold: true, lowStockAlertedAt: true },
}

export async function staffWorkQueues(payload: Payload, now = new Date()): Promise<WorkQueue[]> {
  return Promise.all(
    queues(now).map(async ({ where, sort, describe, countsToday, ...queue }) => {
      const [found, today] = await Promise.all([
        payload.find({
          collection: queue.collection,
          where,
          sort,
          limit: SHOWN,
          depth: 0,
          select: SELECT[queue.collection],
          overrideAccess: true,
        }),
        countsToday
          ? payload.count({
              collection: queue.collection,
              where: { and: [where, { createdAt: { greater_than_equal: startOfToday(now).toISOString() } }] },
              overrideAccess: true,
            })
          : undefined,
      ])
      return {
        ...queue,
        ...(today ? { newToday: today.totalDocs } : {}),
        total: found.totalDocs,
        entries: found.docs.map((doc) => describe(doc as unknown as Record<string, unknown>)),
        listHref: `/admin/collections/${queue.collection}?${whereQuery(where)}&sort=${sort}`,
      }
    }),
  )
}
