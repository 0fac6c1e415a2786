import { calendarDateInAustralia } from '@/domain/business-days'
import { isOverdue, nextOpenStage, stageLabel, type TimelineStage } from '@/domain/production-timeline'
import type { StoredTimeline } from '@/collections/orders/timeline-hook'

export type StageProgress = 'done' | 'current' | 'overdue' | 'upcoming'

export type TimelineView = {
  /** Every stage is done: the goods are in the warehouse. */
  complete: boolean
  inHandsDate: string | null
  meetsInHandsDate: boolean | null
  stages: { stage: string; label: string; plannedDate: string; actualDate: string | null; progress: StageProgress }[]
}

/** The order's stored timeline as the dashboard shows it; null until it is planned. */
export function timelineView(stored: StoredTimeline | null | undefined, now: Date): TimelineView | null {
  const rows = (stored?.stages ?? []).filter((row) => row.stage && row.plannedDate)
  if (!stored?.approvedOn || rows.length === 0) return null
  const today = calendarDateInAustralia(now)
  const stages = rows.map((row) => ({
    stage: row.stage as TimelineStage['stage'],
    plannedDate: calendarDateInAustralia(row.plannedDate!),
    actualDate: row.actualDate ? calendarDateInAustralia(row.actualDate) : null,
  }))
  const next = nextOpenStage(stages)
  return {
    complete: next === null,
    inHandsDate: stored.inHandsDate ?? null,
    meetsInHandsDate: stored.meetsInHandsDate ?? null,
    stages: stages.map((stage, index) => ({
      stage: stage.stage,
      label: stageLabel(stage.stage),
      plannedDate: rows[index].plannedDate!,
      actualDate: rows[index].actualDate ?? null,
      progress: stage.actualDate ? 'done' : stage === next ? (isOverdue(stage, today) ? 'overdue' : 'current') : 'upcoming',
    })),
  }
}
