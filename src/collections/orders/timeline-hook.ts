import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { calendarDateInAustralia, holidayState, type CalendarDate } from '@/domain/business-days'
import { formatDate } from '@/domain/display-date'
import {
  actualDatesProblem,
  completedActualDates,
  meetsInHandsDate,
  nextOpenStage,
  planTimeline,
  readyToShipDate,
  type ActualDates,
  type TimelinePlan,
  type TimelineStage,
} from '@/domain/production-timeline'
import { queueEmail } from '@/email/queue'
import { readyDateMovedEmail } from '@/email/templates/ready-date-moved'
import { clientError } from '@/platform/http/client-error'
import { relationId } from '@/platform/relation-id'
import { serverURL } from '@/platform/http/server-url'
import { timelinePlanFor } from './timeline-plan'

type StoredStage = { id?: string | null; stage?: string | null; plannedDate?: string | null; actualDate?: string | null }

export type StoredTimeline = {
  approvedOn?: string | null
  inHandsDate?: string | null
  meetsInHandsDate?: boolean | null
  state?: string | null
  leadTimeDays?: number | null
  stages?: StoredStage[] | null
  nextStage?: string | null
  nextDue?: string | null
  overdueAlerted?: string | null
}

type ReviewItem = { status?: string | null }

// Calendar dates are stored as midnight UTC, which is the same day in Australia.
const midnight = (date: CalendarDate) => `${date}T00:00:00.000Z`
const dayOf = (value: string | null | undefined): CalendarDate | null => (value ? calendarDateInAustralia(value) : null)

const allApproved = (items: unknown): boolean =>
  Array.isArray(items) && items.length > 0 && (items as ReviewItem[]).every((item) => item.status === 'approved')

function toStored(plan: TimelinePlan, stages: TimelineStage[], inHandsDate: CalendarDate | null, previous?: StoredTimeline): StoredTimeline {
  const next = nextOpenStage(stages)
  return {
    approvedOn: midnight(plan.approvedOn),
    inHandsDate: inHandsDate ? midnight(inHandsDate) : null,
    meetsInHandsDate: meetsInHandsDate(stages, inHandsDate),
    state: plan.state,
    leadTimeDays: plan.leadTimeDays,
    stages: stages.map((stage, index) => ({
      ...(previous?.stages?.[index]?.id ? { id: previous.stages[index].id } : {}),
      stage: stage.stage,
      plannedDate: midnight(stage.plannedDate),
      actualDate: stage.actualDate ? midnight(stage.actualDate) : null,
    })),
    nextStage: next?.stage ?? null,
    nextDue: next ? midnight(next.plannedDate) : null,
    overdueAlerted: previous?.overdueAlerted ?? null,
  }
}

/** The actual dates as this write leaves them: a row sent by staff, else the stored one. */
function actualDatesOf(stored: StoredTimeline, sent: StoredTimeline | undefined): ActualDates {
  const sentRows = new Map((sent?.stages ?? []).map((row) => [String(row.id), row]))
  return Object.fromEntries(
    (stored.stages ?? []).map((row) => {
      const fromWrite = sentRows.get(String(row.id))
      return [row.stage, dayOf(fromWrite ? fromWrite.actualDate : row.actualDate)]
    }),
  )
}

/**
 * The write that approves an order's last proof plans its timeline. It runs under the order's
 * row lock (row-lock.ts), so of two approvals racing for the last proofs only the second sees
 * every proof approved, and the timeline is planned once. Every later write re-plans it, status
 * changes included: the actual dates recorded stay (those a staff write sends replace them), and
 * only the stages still ahead move. "Goods received" marks the open stages done. Customers'
 * writes never reach those fields (staff-only access).
 */
export const planProductionTimeline: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const today = calendarDateInAustralia(new Date())
  const stored = (originalDoc.timeline ?? {}) as StoredTimeline
  // "Goods received": the order is in the warehouse, so every stage still open is done today.
  const receivesGoods = data.status === 'completed' && originalDoc.status !== 'completed'
  if (stored.approvedOn && stored.leadTimeDays) {
    const plan: TimelinePlan = { approvedOn: dayOf(stored.approvedOn)!, leadTimeDays: stored.leadTimeDays, state: holidayState(stored.state) }
    const recorded = actualDatesOf(stored, data.timeline as StoredTimeline | undefined)
    const problem = actualDatesProblem(recorded, plan.approvedOn, today)
    if (problem) throw clientError(problem, 400)
    const actualDates = receivesGoods ? completedActualDates(recorded, today) : recorded
    return { ...data, timeline: toStored(plan, planTimeline(plan, actualDates), dayOf(stored.inHandsDate), stored) }
  }
  const items = data.artworkReviewItems ?? originalDoc.artworkReviewItems
  // Nothing of a timeline is written before it is planned, whatever a staff write sent.
  if (allApproved(originalDoc.artworkReviewItems) || !allApproved(items)) return { ...data, timeline: stored }
  const { plan, inHandsDate } = await timelinePlanFor(req, originalDoc, today)
  return { ...data, timeline: toStored(plan, planTimeline(plan), inHandsDate) }
}

/** The customer hears when the day their order will be ready to ship moves, once per move. */
export const notifyReadyDateMoved: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const before = (previousDoc?.timeline ?? {}) as StoredTimeline
  const after = (data?.timeline ?? doc.timeline ?? {}) as StoredTimeline
  if (!before.approvedOn || !after.approvedOn) return doc
  const from = readyToShipDate((before.stages ?? []) as TimelineStage[])
  const to = readyToShipDate((after.stages ?? []) as TimelineStage[])
  if (!from || !to || from === to) return doc
  const customer = await req.payload.findByID({
    collection: 'customers',
    id: relationId(previousDoc.customer)!,
    depth: 0,
    req,
    disableErrors: true,
    select: { email: true },
  })
  if (!customer?.email) return doc
  const email = await readyDateMovedEmail({
    orderName: String(previousDoc.name),
    from: formatDate(from),
    to: formatDate(to),
    inHandsDate: after.inHandsDate ? formatDate(after.inHandsDate) : null,
    meetsInHandsDate: after.meetsInHandsDate ?? null,
    orderLink: `${serverURL()}/dashboard/orders/${doc.id}`,
  })
  await queueEmail(req.payload, { to: customer.email, ...email }, req)
  return doc
}
