import type { Payload } from 'payload'

import type { DayPeriod } from '@/domain/day-period'
import type { Bucket } from '@/domain/insights/insights-period'
import { distributedPercent, IDLE_DAYS, onHandSeries, type StockAmount } from '@/domain/insights/stock'
import { daysOfCover, USAGE_WINDOW_DAYS } from '@/domain/low-stock'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import { runStatement } from '@/platform/database/run-statement'
import { bucketIndex, periodWindow, type Sql } from './period-sql'
import { instantOf } from './sql-values'

const DAY_MS = 24 * 60 * 60 * 1000

/** One item in the warehouse: how much, worth what, how long it lasts, and since when it sits. */
export type StockItemFigures = {
  id: number
  title: string
  orderId: number | null
  orderName: string | null
  units: number
  value: number
  daysOfCover: number | null
  /** When it last went out (or came in, if it never went out); idle when that is over IDLE_DAYS ago. */
  lastMovedAt: string | null
  idle: boolean
  /** When a member asked us to donate what is left, until it is donated or declined. */
  donationRequestedAt: string | null
}

/** One order's goods: produced, shipped to people and still in stock, and the share distributed. */
export type OrderUseFigures = { id: number; name: string; produced: number; shipped: number; inStock: number; distributed: number | null }

export type StockFigures = { onHand: StockAmount[]; items: StockItemFigures[]; orders: OrderUseFigures[] }

/**
 * Each item's unit value: the lowest unit price (before GST) of the line items it was made for,
 * nothing for stock with no priced line (welcome packs put together from other stock).
 */
const itemValues = (sql: Sql, company: number) =>
  sql`SELECT i.id AS id, COALESCE(MIN(li.price_per_unit), 0) AS unit
    FROM inventory_items i
    LEFT JOIN inventory_items_rels r ON r.parent_id = i.id AND r.path = 'lineItems'
    LEFT JOIN line_items li ON li.id = r.line_items_id
    WHERE i.company_id = ${company}
    GROUP BY i.id`

/** An item as people tell it apart: its title, and its cut and size when it has them ("Classic Tee (Women's M)"). */
const itemName = (row: Record<string, unknown>) => {
  const gender = SIZE_GROUPS.find((group) => group === row.gender)
  const variant = [gender ? SIZE_GROUP_LABELS[gender] : null, typeof row.size === 'string' ? row.size : null].filter(Boolean).join(' ')
  return variant ? `${String(row.title)} (${variant})` : String(row.title)
}

/**
 * The company's stock from its ledger: units and value on hand at the end of each bucket of
 * `period`, the items in stock now that are shipping (with their days of cover) or idle, and how
 * each order made in the period was used. Sums, groups and the choice of items run in the database.
 */
export async function stockFigures(
  payload: Payload,
  company: number,
  period: DayPeriod,
  buckets: readonly Bucket[],
  now = new Date(),
): Promise<StockFigures> {
  const { start, end } = periodWindow(period)
  const recent = new Date(now.getTime() - USAGE_WINDOW_DAYS * DAY_MS).toISOString()
  const idleBefore = new Date(now.getTime() - IDLE_DAYS * DAY_MS).toISOString()
  const [movements, items, orders] = await Promise.all([
    runStatement(
      { payload },
      (sql) => sql`SELECT ${bucketIndex(sql, 'a.created_at', buckets)} AS bucket, SUM(a.delta) AS units, SUM(a.delta * v.unit) AS value
        FROM inventory_adjustments a JOIN (${itemValues(sql, company)}) v ON v.id = a.inventory_item_id
        WHERE a.company_id = ${company} AND a.created_at <= ${end}
        GROUP BY 1`,
    ),
    runStatement(
      { payload },
      (sql) => sql`SELECT i.id AS id, i.title AS title, i.gender AS gender, so.label AS size, i.order_id AS order_id, o.name AS order_name,
          i.quantity_available AS units, v.unit AS unit, i.donation_requested_at AS donation_requested_at,
          MAX(a.created_at) AS last_in_or_out,
          MAX(CASE WHEN a.reason = 'shipment' THEN a.created_at END) AS last_out,
          SUM(CASE WHEN a.reason IN ('shipment', 'shipment_cancelled', 'shipment_returned') AND a.created_at >= ${recent} THEN -a.delta ELSE 0 END) AS shipped_recently
        FROM inventory_items i JOIN (${itemValues(sql, company)}) v ON v.id = i.id
        LEFT JOIN orders o ON o.id = i.order_id
        LEFT JOIN sizing_options so ON so.id = i.size_id
        LEFT JOIN inventory_adjustments a ON a.inventory_item_id = i.id
        WHERE i.company_id = ${company} AND i.quantity_available > 0
        GROUP BY i.id, i.title, i.gender, so.label, i.order_id, o.name, i.quantity_available, v.unit, i.donation_requested_at
        HAVING SUM(CASE WHEN a.reason IN ('shipment', 'shipment_cancelled', 'shipment_returned') AND a.created_at >= ${recent} THEN -a.delta ELSE 0 END) > 0
          OR COALESCE(MAX(CASE WHEN a.reason = 'shipment' THEN a.created_at END), MAX(a.created_at)) < ${idleBefore}
        ORDER BY i.id`,
    ),
    runStatement(
      { payload },
      (sql) => sql`SELECT o.id AS id, o.name AS name,
          SUM(CASE WHEN a.reason = 'received' THEN a.delta ELSE 0 END) AS produced,
          SUM(CASE WHEN a.reason IN ('shipment', 'shipment_cancelled', 'shipment_returned') THEN -a.delta ELSE 0 END) AS shipped,
          SUM(a.delta) AS in_stock
        FROM orders o JOIN inventory_items i ON i.order_id = o.id JOIN inventory_adjustments a ON a.inventory_item_id = i.id
        WHERE o.company_id = ${company} AND o.created_at >= ${start} AND o.created_at <= ${end}
        GROUP BY o.id, o.name
        ORDER BY o.id DESC`,
    ),
  ])

  const opening: StockAmount = { units: 0, value: 0 }
  const perBucket: StockAmount[] = buckets.map(() => ({ units: 0, value: 0 }))
  for (const row of movements) {
    const index = Number(row.bucket)
    const into = index < 0 ? opening : perBucket[index]!
    into.units += Number(row.units ?? 0)
    into.value += Math.round(Number(row.value ?? 0))
  }

  return {
    onHand: onHandSeries(opening, perBucket),
    items: items.map((row) => {
      const units = Number(row.units ?? 0)
      const lastMovedAt = instantOf(row.last_out) ?? instantOf(row.last_in_or_out)
      return {
        id: Number(row.id),
        title: itemName(row),
        orderId: row.order_id === null ? null : Number(row.order_id),
        orderName: typeof row.order_name === 'string' ? row.order_name : null,
        units,
        value: Math.round(units * Number(row.unit ?? 0)),
        daysOfCover: daysOfCover(units, Number(row.shipped_recently ?? 0)),
        lastMovedAt,
        idle: lastMovedAt !== null && lastMovedAt < idleBefore,
        donationRequestedAt: instantOf(row.donation_requested_at),
      }
    }),
    orders: orders.map((row) => {
      const use = { produced: Number(row.produced ?? 0), shipped: Number(row.shipped ?? 0), inStock: Number(row.in_stock ?? 0) }
      return { id: Number(row.id), name: String(row.name), ...use, distributed: distributedPercent(use) }
    }),
  }
}
