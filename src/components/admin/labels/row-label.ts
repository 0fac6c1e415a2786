import { carrierLabel } from '@/domain/delivery/carriers'
import type { LabelRow } from '@/features/labels/label-queue'
import type { RowOutcome } from './use-label-purchases'

/** A row's label as it stands on screen: this page's purchase of it when there was one, else the server's. */
export type ShownLabel = {
  state: 'none' | RowOutcome['state']
  carrier: string | null
  serviceName: string | null
  trackingNumber: string | null
  /** Why no label was bought, one reason a line. */
  problem: string | null
}

export function shownLabel(row: LabelRow, outcome: RowOutcome | undefined): ShownLabel {
  const fromServer = {
    carrier: carrierLabel(row.carrier),
    serviceName: row.serviceName,
    trackingNumber: row.labelState === 'bought' ? row.trackingNumber : null,
  }
  // A voided label is a cancelled shipment's, which the page does not list; it reads as none.
  const state = !row.labelState || row.labelState === 'voided' ? 'none' : row.labelState
  if (!outcome) return { state, ...fromServer, problem: row.labelState === 'failed' ? row.labelProblem : null }
  if (outcome.state === 'bought') {
    return {
      state: 'bought',
      carrier: carrierLabel(outcome.carrier) ?? outcome.carrier,
      serviceName: outcome.serviceName,
      trackingNumber: outcome.trackingNumber,
      problem: null,
    }
  }
  return {
    state: outcome.state,
    carrier: null,
    serviceName: null,
    trackingNumber: null,
    problem: outcome.state === 'failed' ? outcome.problem : null,
  }
}

export const hasLabel = (label: ShownLabel) => label.state === 'bought'

/** A purchase may be asked for: none bought, and none running from this page or elsewhere. */
export const mayBuy = (label: ShownLabel) => label.state === 'none' || label.state === 'failed'

/**
 * The rows to show after the server's rows are read again: each row as the server now has it,
 * except that rows bought or tried on this page stay where they were (with their outcome) even
 * when they have left this tab, so staff see what happened; rows new to the tab come last.
 */
export function mergeRows(before: readonly LabelRow[], after: readonly LabelRow[], acted: ReadonlyMap<number, unknown>): LabelRow[] {
  const fresh = new Map(after.map((row) => [row.id, row]))
  const kept = before.flatMap((row) => {
    const now = fresh.get(row.id)
    return now ? [now] : acted.has(row.id) ? [row] : []
  })
  const keptIds = new Set(kept.map((row) => row.id))
  return [...kept, ...after.filter((row) => !keptIds.has(row.id))]
}
