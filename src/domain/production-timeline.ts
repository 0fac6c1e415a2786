// The dated timeline an order gets once every proof is approved. Each stage is planned a number
// of business days after the one before it (the first after the approval), and planned dates
// always follow from what has actually happened: a stage done late moves every later stage.
import type { AustralianStateCode } from './address'
import { addBusinessDays, isCalendarDate, type CalendarDate } from './business-days'

export const TIMELINE_STAGES = [
  { stage: 'production', label: 'Production' },
  { stage: 'quality_check', label: 'Quality check' },
  { stage: 'received', label: 'Received at the warehouse' },
  { stage: 'ready_to_ship', label: 'Ready to ship' },
] as const

export type TimelineStageName = (typeof TIMELINE_STAGES)[number]['stage']

/** A product's lead time when none is set: two working weeks. */
export const DEFAULT_LEAD_TIME_DAYS = 10
export const MAX_LEAD_TIME_DAYS = 120

// Business days each stage after production takes: a day to check, two in freight to the
// warehouse, a day to pick and pack.
const AFTER_PRODUCTION_DAYS = { quality_check: 1, received: 2, ready_to_ship: 1 } as const

export type TimelineStage = { stage: TimelineStageName; plannedDate: CalendarDate; actualDate: CalendarDate | null }

export type TimelinePlan = {
  approvedOn: CalendarDate
  leadTimeDays: number
  state: AustralianStateCode
}

export const stageLabel = (stage: string): string => TIMELINE_STAGES.find((s) => s.stage === stage)?.label ?? stage

/** Production takes as long as the slowest product of the order (they are made side by side). */
export function orderLeadTime(productLeadTimes: readonly (number | null | undefined)[]): number {
  const known = productLeadTimes.map((days) => (Number.isInteger(days) && days! > 0 ? days! : DEFAULT_LEAD_TIME_DAYS))
  return known.length === 0 ? DEFAULT_LEAD_TIME_DAYS : Math.max(...known)
}

const stageDays = (stage: TimelineStageName, leadTimeDays: number) => (stage === 'production' ? leadTimeDays : AFTER_PRODUCTION_DAYS[stage])

/** Business days from artwork approval to ready to ship, when every stage keeps to its plan. */
export const businessDaysToShip = (leadTimeDays: number): number =>
  TIMELINE_STAGES.reduce((days, { stage }) => days + stageDays(stage, leadTimeDays), 0)

export type ActualDates = Partial<Record<TimelineStageName, CalendarDate | null>>

/**
 * Every stage's planned date from the plan and the actual dates recorded so far: each is planned
 * from the actual date of the stage before it when that is done, else from its planned date.
 */
export function planTimeline(plan: TimelinePlan, actualDates: ActualDates = {}): TimelineStage[] {
  let previous = plan.approvedOn
  return TIMELINE_STAGES.map(({ stage }) => {
    const plannedDate = addBusinessDays(previous, stageDays(stage, plan.leadTimeDays), plan.state)
    const actualDate = actualDates[stage] ?? null
    previous = actualDate ?? plannedDate
    return { stage, plannedDate, actualDate }
  })
}

/**
 * Goods received at the warehouse finish production: every stage not yet done is done on the day
 * they arrived; the days staff recorded stay.
 */
export function completedActualDates(actualDates: ActualDates, receivedOn: CalendarDate): ActualDates {
  return Object.fromEntries(TIMELINE_STAGES.map(({ stage }) => [stage, actualDates[stage] ?? receivedOn]))
}

/** The stage to be done next, or null once every stage is done. */
export function nextOpenStage(stages: readonly TimelineStage[]): TimelineStage | null {
  return stages.find((stage) => !stage.actualDate) ?? null
}

/** The day the customer is shown as ready to ship: the day it was, once done, else the plan's. */
export function readyToShipDate(stages: readonly TimelineStage[]): CalendarDate | null {
  const ready = stages.find((stage) => stage.stage === 'ready_to_ship')
  return ready ? (ready.actualDate ?? ready.plannedDate) : null
}

/** Whether the order will be ready to ship by the date the customer needs it; null without a date. */
export function meetsInHandsDate(stages: readonly TimelineStage[], inHandsDate: CalendarDate | null): boolean | null {
  const ready = stages.find((stage) => stage.stage === 'ready_to_ship')
  if (!inHandsDate || !ready) return null
  return (ready.actualDate ?? ready.plannedDate) <= inHandsDate
}

/** A stage whose planned date has passed without it being done. */
export const isOverdue = (stage: TimelineStage, today: CalendarDate): boolean => !stage.actualDate && stage.plannedDate < today

/**
 * What is wrong with the actual dates staff recorded, in plain words, or null: stages are done in
 * order, on real dates between the approval and today.
 */
export function actualDatesProblem(actualDates: ActualDates, approvedOn: CalendarDate, today: CalendarDate): string | null {
  let previous: { label: string; date: CalendarDate } | null = null
  let openBefore: string | null = null
  for (const { stage, label } of TIMELINE_STAGES) {
    const date = actualDates[stage]
    if (!date) {
      openBefore ??= label
      continue
    }
    if (!isCalendarDate(date)) return `${label}: enter a real date.`
    if (openBefore) return `Mark ${openBefore.toLowerCase()} done before ${label.toLowerCase()}.`
    if (date > today) return `${label} cannot be done on a future date.`
    if (date < approvedOn) return `${label} cannot be done before the artwork was approved (${approvedOn}).`
    if (previous && date < previous.date) return `${label} cannot be done before ${previous.label.toLowerCase()} (${previous.date}).`
    previous = { label, date }
  }
  return null
}
