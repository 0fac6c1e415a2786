import type { Payload } from 'payload'

import type { DayPeriod } from '@/domain/day-period'
import { deliveryFigures, type DeliveryFigures } from '@/domain/insights/deliveries'
import { runStatement } from '@/platform/database/run-statement'
import { periodWindow } from './period-sql'
import { instantOf } from './sql-values'

/**
 * The company's parcels that left the warehouse in `period`: where each went and when it left and
 * arrived, and what went wrong on the way. Those moments come from the audit log, where every status a shipment enters is recorded
 * in the transaction that changed it: leaving is the move to shipped, arriving the move to
 * delivered (which only follows shipped); problems from the carrier's exception events. The
 * database finds them per shipment in one grouped pass; days between them are counted on Sydney's calendar (src/domain/insights/deliveries.ts),
 * which neither database's date arithmetic shares with the other.
 */
export async function deliveryFiguresOf(payload: Payload, company: number, period: DayPeriod): Promise<DeliveryFigures> {
  const { start, end } = periodWindow(period)
  const rows = await runStatement({ payload }, (sql) => {
    const dispatched = sql`MIN(CASE WHEN a.to_status = 'shipped' THEN a.created_at END)`
    const exceptions = sql`parcel_events e WHERE e.shipment_id = s.id AND e.state = 'exception'`
    return sql`SELECT s.id AS shipment, s.status AS status, r.state AS state, r.country AS country, ${dispatched} AS dispatched_at,
        MIN(CASE WHEN a.to_status = 'delivered' THEN a.created_at END) AS delivered_at,
        (SELECT COUNT(*) FROM ${exceptions}) AS exceptions,
        (SELECT e.description FROM ${exceptions} ORDER BY e.occurred_at DESC LIMIT 1) AS problem
      FROM shipments s
      JOIN recipients r ON r.id = s.recipient_id
      JOIN audit_log a ON a.collection_slug = 'shipments' AND a.document_id = CAST(s.id AS VARCHAR) AND a.action = 'status_change'
      WHERE s.company_id = ${company} AND s.status IN ('shipped', 'delivered', 'returned')
      GROUP BY s.id, s.status, r.state, r.country
      HAVING ${dispatched} >= ${start} AND ${dispatched} <= ${end}`
  })
  return deliveryFigures(
    rows.map((row) => ({
      shipment: Number(row.shipment),
      state: row.state === null || row.state === undefined ? null : String(row.state),
      country: String(row.country ?? 'AU'),
      dispatchedAt: instantOf(row.dispatched_at)!,
      deliveredAt: instantOf(row.delivered_at),
      returned: row.status === 'returned',
      troubled: Number(row.exceptions) > 0,
      problem: typeof row.problem === 'string' ? row.problem : null,
    })),
  )
}
