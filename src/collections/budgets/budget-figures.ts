import type { Payload } from 'payload'

import type { PeriodSpan } from '@/domain/budget-period'
import { runStatement } from '@/platform/database/run-statement'

export type BudgetFigures = {
  /** Everything reserved this period, net of releases. */
  committed: number
  /** The part of it already spent: shipments shipped or delivered, projects on account paid. */
  spent: number
  /** What the earlier periods committed, newest first. */
  earlier: { start: string; committed: number }[]
}

const EARLIER_PERIODS = 3

/** A budget's figures for the period `span` and the few before it, summed from its ledger by the database. */
export async function budgetFigures(payload: Payload, budget: number, span: PeriodSpan): Promise<BudgetFigures> {
  const [now] = await runStatement(
    { payload },
    (sql) => sql`SELECT COALESCE(SUM(e.amount), 0) AS committed,
        COALESCE(SUM(CASE WHEN s.status IN ('shipped', 'delivered', 'returned') OR p.payment_status = 'paid' THEN e.amount ELSE 0 END), 0) AS spent
      FROM budget_entries e LEFT JOIN shipments s ON s.id = e.shipment_id LEFT JOIN projects p ON p.id = e.project_id
      WHERE e.budget_id = ${budget} AND e.period_start = ${span.start}`,
  )
  const earlier = await runStatement(
    { payload },
    (sql) => sql`SELECT period_start, SUM(amount) AS committed FROM budget_entries
      WHERE budget_id = ${budget} AND period_start < ${span.start}
      GROUP BY period_start ORDER BY period_start DESC LIMIT ${EARLIER_PERIODS}`,
  )
  return {
    committed: Number(now?.committed ?? 0),
    spent: Number(now?.spent ?? 0),
    earlier: earlier.map((row) => ({ start: String(row.period_start), committed: Number(row.committed) })),
  }
}
