import type { Payload } from 'payload'

import type { DayPeriod } from '@/domain/day-period'
import type { Bucket } from '@/domain/insights/insights-period'
import { largestSlices, spendByCategory, type SpendSlice } from '@/domain/insights/spend'
import { runStatement } from '@/platform/database/run-statement'
import { bucketIndex, periodWindow, sumsByBucket, type Sql } from './period-sql'
import { centsOf } from './sql-values'

/** What a company spent in a period: in all, bucket by bucket, and by category, project and team. */
export type SpendFigures = {
  total: number
  byBucket: number[]
  byCategory: SpendSlice[]
  byProject: SpendSlice[]
  byTeam: SpendSlice[]
}

/** Projects (and teams) a chart names before it sums the rest as "Everything else". */
export const SHOWN = 10

/** Shipments whose postage and handling the company was charged: booked, and not cancelled. */
export const CHARGED_SHIPMENTS = `s.status IN ('requested', 'processing', 'shipped', 'delivered', 'returned')`

/** The category a shipment's postage and handling counts under. */
export const POSTAGE_CATEGORY = 'Postage and handling'

/** The category of line items with no product: set-up fees, packing and the like. */
export const OTHER_CATEGORY = 'Set-up and other'

/** The team of members who belong to none. */
export const NO_TEAM = 'No team'

/** A project's goods and shipping estimate before GST, in SQL. */
export const GOODS_AND_SHIPPING = '(COALESCE(p.subtotal_price, 0) + COALESCE(p.shipping_estimate, 0))'

/**
 * A project's cost as an order, in SQL: goods and shipping, plus GST on their sum rounded half up
 * to the cent, as `projectSpend` and the project's invoice compute it. Integer steps only (floor of
 * (x + 5) / 10 as (x + 5 - (x + 5) % 10) / 10), so SQLite and PostgreSQL round alike.
 */
const PROJECT_SPEND = `(${GOODS_AND_SHIPPING} + ((${GOODS_AND_SHIPPING} + 5) - (${GOODS_AND_SHIPPING} + 5) % 10) / 10)`

/** Each ordered line and its product's category (none for a set-up fee and the like). */
export const LINE_CATEGORIES = `JOIN line_items li ON li.project_id = p.id
  LEFT JOIN products pr ON pr.id = li.product_id LEFT JOIN product_categories c ON c.id = pr.category_id`

/** The membership, and so the team, of whoever asked for the project or booked the shipment. */
const ORDERING_MEMBER = 'LEFT JOIN memberships m ON m.company_id = o.company_id AND m.customer_id = p.customer_id'
const BOOKING_MEMBER = 'LEFT JOIN memberships m ON m.company_id = s.company_id AND m.customer_id = s.customer_id'

/**
 * The company's spend in `period`, summed by the database: projects by the day they became orders,
 * shipments' charges by the day they were booked. Every breakdown adds up to `total` to the cent.
 */
export async function spendFigures(payload: Payload, company: number, period: DayPeriod, buckets: readonly Bucket[]): Promise<SpendFigures> {
  const { start, end } = periodWindow(period)
  // The period's orders (with their projects) and charged shipments, joined to `more` when asked.
  const inOrders = (sql: Sql, more = '') =>
    sql`FROM orders o JOIN projects p ON p.id = o.project_id ${sql.raw(more)}
      WHERE o.company_id = ${company} AND o.created_at >= ${start} AND o.created_at <= ${end}`
  const inShipments = (sql: Sql, more = '') =>
    sql`FROM shipments s ${sql.raw(more)}
      WHERE s.company_id = ${company} AND ${sql.raw(CHARGED_SHIPMENTS)} AND s.created_at >= ${start} AND s.created_at <= ${end}`
  const [projectBuckets, shipmentBuckets, projects, categoryParts, projectCosts, projectTeams, shipmentTeams] = await Promise.all([
    runStatement(
      { payload },
      (sql) =>
        sql`SELECT ${bucketIndex(sql, 'o.created_at', buckets)} AS bucket, SUM(${sql.raw(PROJECT_SPEND)}) AS amount ${inOrders(sql)} GROUP BY 1`,
    ),
    runStatement(
      { payload },
      (sql) => sql`SELECT ${bucketIndex(sql, 's.created_at', buckets)} AS bucket, SUM(s.charge) AS amount ${inShipments(sql)} GROUP BY 1`,
    ),
    runStatement(
      { payload },
      (sql) => sql`SELECT p.id AS id, p.name AS name, ${sql.raw(PROJECT_SPEND)} AS amount ${inOrders(sql)}
        ORDER BY amount DESC, p.id LIMIT ${SHOWN + 1}`,
    ),
    runStatement(
      { payload },
      (sql) => sql`SELECT p.id AS project, c.title AS category, SUM(li.quantity * li.price_per_unit) AS goods
        ${inOrders(sql, LINE_CATEGORIES)} GROUP BY p.id, c.title`,
    ),
    runStatement({ payload }, (sql) => sql`SELECT p.id AS project, COALESCE(p.shipping_estimate, 0) AS shipping ${inOrders(sql)}`),
    runStatement(
      { payload },
      (sql) => sql`SELECT m.team AS team, SUM(${sql.raw(PROJECT_SPEND)}) AS amount ${inOrders(sql, ORDERING_MEMBER)} GROUP BY m.team`,
    ),
    runStatement({ payload }, (sql) => sql`SELECT m.team AS team, SUM(s.charge) AS amount ${inShipments(sql, BOOKING_MEMBER)} GROUP BY m.team`),
  ])

  const byBucket = sumsByBucket(buckets, [...projectBuckets, ...shipmentBuckets], (row) => centsOf(row.amount))
  const total = byBucket.reduce((sum, amount) => sum + amount, 0)

  const categories = spendByCategory(
    categoryParts.map((row) => ({
      project: Number(row.project),
      category: typeof row.category === 'string' ? row.category : OTHER_CATEGORY,
      goods: centsOf(row.goods),
    })),
    projectCosts.map((row) => ({ project: Number(row.project), shipping: centsOf(row.shipping) })),
  )
  const postage = shipmentBuckets.reduce((sum, row) => sum + centsOf(row.amount), 0)
  if (postage > 0) categories.set(POSTAGE_CATEGORY, postage)

  const teams = new Map<string, number>()
  for (const row of [...projectTeams, ...shipmentTeams]) {
    const team = typeof row.team === 'string' && row.team.trim() ? row.team : NO_TEAM
    teams.set(team, (teams.get(team) ?? 0) + centsOf(row.amount))
  }

  const listed = projects.slice(0, SHOWN).map((row) => ({ key: `project-${row.id}`, label: String(row.name), amount: centsOf(row.amount) }))
  const projectTotal = projectBuckets.reduce((sum, row) => sum + centsOf(row.amount), 0)
  const rest = projectTotal - listed.reduce((sum, slice) => sum + slice.amount, 0)
  return {
    total,
    byBucket,
    byCategory: largestSlices(
      [...categories].map(([label, amount]) => ({ key: label, label, amount })),
      SHOWN,
    ),
    byProject: projects.length > SHOWN ? [...listed, { key: 'everything-else', label: 'Every other project', amount: rest }] : listed,
    byTeam: largestSlices(
      [...teams].map(([label, amount]) => ({ key: label, label, amount })),
      SHOWN,
    ),
  }
}
