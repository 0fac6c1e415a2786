import type { Payload } from 'payload'

import type { DayPeriod } from '@/domain/day-period'
import { bucketsOf, type Bucket } from '@/domain/insights/insights-period'
import { costCoverage, marginOf, type Margin } from '@/domain/insights/margin'
import { largestSlices, type SpendSlice } from '@/domain/insights/spend'
import { pipelineFigures, storageByCompany, type CompanyStorage, type PipelineFigures } from '@/domain/insights/staff'
import { runStatement } from '@/platform/database/run-statement'
import { bucketIndex, periodWindow, sumsByBucket, type Sql } from './period-sql'
import { centsOf, instantOf } from './sql-values'
import { CHARGED_SHIPMENTS, GOODS_AND_SHIPPING, LINE_CATEGORIES, OTHER_CATEGORY, POSTAGE_CATEGORY, SHOWN } from './spend-figures'

/** An invoice past its due day whose project is not paid. */
export type OverdueInvoice = { id: number; number: string; company: string; total: number; dueAt: string }

/** What the supplier's staff see of the business in a period. */
export type StaffInsights = {
  period: DayPeriod
  buckets: Bucket[]
  /** Revenue before GST: orders' goods and shipping by the day they were ordered, shipments' postage by the day booked. */
  revenue: { total: number; byBucket: number[]; byCustomer: SpendSlice[]; byCategory: SpendSlice[] }
  /**
   * Gross margin of the goods whose cost staff recorded, in all and by bucket, and by the revenue
   * slices' keys (customers' and categories'); `coverage`, the share of goods revenue with a cost.
   */
  margin: { total: Margin; byBucket: Margin[]; bySlice: Record<string, Margin>; coverage: number | null }
  pipeline: PipelineFigures
  overdue: { count: number; total: number; oldest: OverdueInvoice[] }
  /** Orders whose last stage (ready to ship) was done in each bucket: on or before its planned day, or after. */
  production: { onTime: number[]; late: number[]; behindNow: number }
  storage: CompanyStorage[]
}

/** Overdue invoices listed by name, the longest overdue first. */
const OVERDUE_LISTED = 20

/** The category the projects' shipping estimates count under. */
const SHIPPING_CATEGORY = 'Shipping'

/**
 * Postage before GST, in SQL: a charge includes GST of one eleventh, rounded half up to the cent
 * per shipment; integer steps only, so both databases round alike.
 */
const POSTAGE_BEFORE_GST = 's.charge - ((2 * s.charge + 11) - (2 * s.charge + 11) % 22) / 22'

/**
 * The business in `period`, summed by the database over every company: revenue by month, customer
 * and category, and the gross margin of the goods with a cost recorded; enquiries followed to a proposal and to payment; invoices overdue now; production
 * finished on time or late; and the stock held for customers with how long it has sat.
 */
export async function staffInsights(payload: Payload, period: DayPeriod, now = new Date()): Promise<StaffInsights> {
  const { start, end } = periodWindow(period)
  const buckets = bucketsOf(period)
  const today = now.toISOString()
  const inOrders = (sql: Sql, more = '') =>
    sql`FROM orders o JOIN projects p ON p.id = o.project_id ${sql.raw(more)} WHERE o.created_at >= ${start} AND o.created_at <= ${end}`
  // Lines with a cost, joined on by `joins` (the line items alone, or with their categories).
  const costedLines = (sql: Sql, joins = 'JOIN line_items li ON li.project_id = p.id') =>
    sql`SUM(li.quantity * li.price_per_unit) AS revenue, SUM(li.quantity * li.unit_cost) AS cost
      FROM orders o JOIN projects p ON p.id = o.project_id ${sql.raw(joins)}
      WHERE li.unit_cost IS NOT NULL AND o.created_at >= ${start} AND o.created_at <= ${end}`
  const inShipments = (sql: Sql, more = '') =>
    sql`FROM shipments s ${sql.raw(more)} WHERE ${sql.raw(CHARGED_SHIPMENTS)} AND s.created_at >= ${start} AND s.created_at <= ${end}`
  const run = (build: Parameters<typeof runStatement>[1]) => runStatement({ payload }, build)
  const [
    orderBuckets,
    postageBuckets,
    orderCustomers,
    postageCustomers,
    lineCategories,
    shipping,
    enquiries,
    overdue,
    overdueSums,
    finished,
    behind,
    held,
    costedBuckets,
    costedCustomers,
    costedCategories,
  ] = await Promise.all([
    run(
      (sql) =>
        sql`SELECT ${bucketIndex(sql, 'o.created_at', buckets)} AS bucket, SUM(${sql.raw(GOODS_AND_SHIPPING)}) AS amount ${inOrders(sql)} GROUP BY 1`,
    ),
    run(
      (sql) =>
        sql`SELECT ${bucketIndex(sql, 's.created_at', buckets)} AS bucket, SUM(${sql.raw(POSTAGE_BEFORE_GST)}) AS amount ${inShipments(sql)} GROUP BY 1`,
    ),
    run(
      (sql) => sql`SELECT c.id AS id, c.name AS name, SUM(${sql.raw(GOODS_AND_SHIPPING)}) AS amount
          ${inOrders(sql, 'JOIN companies c ON c.id = o.company_id')} GROUP BY c.id, c.name`,
    ),
    run(
      (sql) => sql`SELECT c.id AS id, c.name AS name, SUM(${sql.raw(POSTAGE_BEFORE_GST)}) AS amount
          ${inShipments(sql, 'JOIN companies c ON c.id = s.company_id')} GROUP BY c.id, c.name`,
    ),
    run((sql) => sql`SELECT c.title AS category, SUM(li.quantity * li.price_per_unit) AS amount ${inOrders(sql, LINE_CATEGORIES)} GROUP BY c.title`),
    run((sql) => sql`SELECT SUM(COALESCE(p.shipping_estimate, 0)) AS amount ${inOrders(sql)}`),
    run(
      (sql) => sql`SELECT e.created_at AS received_at, p.paid_at AS paid_at,
            (SELECT MIN(a.created_at) FROM audit_log a
              WHERE a.collection_slug = 'projects' AND a.document_id = CAST(e.project_id AS VARCHAR) AND a.to_status = 'proposal_sent') AS proposed_at
          FROM enquiries e LEFT JOIN projects p ON p.id = e.project_id
          WHERE e.created_at >= ${start} AND e.created_at <= ${end}`,
    ),
    run(
      (
        sql,
      ) => sql`SELECT i.id AS id, i.number AS number, COALESCE(c.name, i.bill_to_company, i.bill_to_name) AS company, i.total AS total, i.due_at AS due_at
          FROM invoices i JOIN projects p ON p.id = i.project_id LEFT JOIN companies c ON c.id = p.company_id
          WHERE i.due_at < ${today} AND (p.payment_status IS NULL OR p.payment_status <> 'paid')
          ORDER BY i.due_at, i.id LIMIT ${OVERDUE_LISTED}`,
    ),
    run(
      (sql) => sql`SELECT COUNT(*) AS count, SUM(i.total) AS total FROM invoices i JOIN projects p ON p.id = i.project_id
          WHERE i.due_at < ${today} AND (p.payment_status IS NULL OR p.payment_status <> 'paid')`,
    ),
    run(
      (sql) => sql`SELECT ${bucketIndex(sql, 's.actual_date', buckets)} AS bucket,
            SUM(CASE WHEN s.actual_date <= s.planned_date THEN 1 ELSE 0 END) AS on_time,
            SUM(CASE WHEN s.actual_date > s.planned_date THEN 1 ELSE 0 END) AS late
          FROM orders_timeline_stages s
          WHERE s.stage = 'ready_to_ship' AND s.actual_date >= ${start} AND s.actual_date <= ${end}
          GROUP BY 1`,
    ),
    run((sql) => sql`SELECT COUNT(*) AS count FROM orders o WHERE o.timeline_next_due < ${today}`),
    run(
      (sql) => sql`SELECT i.company_id AS company, c.name AS company_name, i.quantity_available AS units,
            (SELECT MIN(a.created_at) FROM inventory_adjustments a WHERE a.inventory_item_id = i.id AND a.delta > 0) AS received_at
          FROM inventory_items i JOIN companies c ON c.id = i.company_id
          WHERE i.quantity_available > 0`,
    ),
    run((sql) => sql`SELECT ${bucketIndex(sql, 'o.created_at', buckets)} AS bucket, ${costedLines(sql)} GROUP BY 1`),
    run((sql) => sql`SELECT o.company_id AS id, ${costedLines(sql)} GROUP BY o.company_id`),
    run((sql) => sql`SELECT c.title AS category, ${costedLines(sql, LINE_CATEGORIES)} GROUP BY c.title`),
  ])

  const byBucket = sumsByBucket(buckets, [...orderBuckets, ...postageBuckets], (row) => centsOf(row.amount))
  const customers = new Map<number, SpendSlice>()
  for (const row of [...orderCustomers, ...postageCustomers]) {
    const id = Number(row.id)
    const slice = customers.get(id) ?? { key: `company-${id}`, label: String(row.name), amount: 0 }
    customers.set(id, { ...slice, amount: slice.amount + centsOf(row.amount) })
  }
  const postage = postageBuckets.reduce((sum, row) => sum + centsOf(row.amount), 0)
  const categories = [
    ...lineCategories.map((row) => {
      const label = typeof row.category === 'string' ? row.category : OTHER_CATEGORY
      return { key: label, label, amount: centsOf(row.amount) }
    }),
    { key: SHIPPING_CATEGORY, label: SHIPPING_CATEGORY, amount: centsOf(shipping[0]?.amount) },
    { key: POSTAGE_CATEGORY, label: POSTAGE_CATEGORY, amount: postage },
  ].filter((slice) => slice.amount !== 0)

  const marginRow = (row: Record<string, unknown>) => marginOf(centsOf(row.revenue), centsOf(row.cost))
  const costedRevenue = sumsByBucket(buckets, costedBuckets, (row) => centsOf(row.revenue))
  const costs = sumsByBucket(buckets, costedBuckets, (row) => centsOf(row.cost))
  const goodsRevenue = lineCategories.reduce((sum, row) => sum + centsOf(row.amount), 0)
  const totalCosted = costedRevenue.reduce((sum, amount) => sum + amount, 0)
  const bySlice: Record<string, Margin> = Object.fromEntries([
    ...costedCustomers.map((row) => [`company-${Number(row.id)}`, marginRow(row)]),
    ...costedCategories.map((row) => [typeof row.category === 'string' ? row.category : OTHER_CATEGORY, marginRow(row)]),
  ])

  const onTime = sumsByBucket(buckets, finished, (row) => Number(row.on_time ?? 0))
  const late = sumsByBucket(buckets, finished, (row) => Number(row.late ?? 0))

  return {
    period,
    buckets,
    revenue: {
      total: byBucket.reduce((sum, amount) => sum + amount, 0),
      byBucket,
      byCustomer: largestSlices([...customers.values()], SHOWN),
      byCategory: largestSlices(categories, SHOWN),
    },
    margin: {
      total: marginOf(
        totalCosted,
        costs.reduce((sum, amount) => sum + amount, 0),
      ),
      byBucket: buckets.map((_, index) => marginOf(costedRevenue[index] ?? 0, costs[index] ?? 0)),
      bySlice,
      coverage: costCoverage(totalCosted, goodsRevenue),
    },
    pipeline: pipelineFigures(
      enquiries.map((row) => ({ receivedAt: instantOf(row.received_at)!, proposedAt: instantOf(row.proposed_at), paidAt: instantOf(row.paid_at) })),
    ),
    overdue: {
      count: Number(overdueSums[0]?.count ?? 0),
      total: centsOf(overdueSums[0]?.total),
      oldest: overdue.map((row) => ({
        id: Number(row.id),
        number: String(row.number),
        company: String(row.company ?? ''),
        total: centsOf(row.total),
        dueAt: instantOf(row.due_at)!,
      })),
    },
    production: { onTime, late, behindNow: Number(behind[0]?.count ?? 0) },
    storage: storageByCompany(
      held.flatMap((row) =>
        row.received_at
          ? [
              {
                company: Number(row.company),
                companyName: String(row.company_name),
                units: Number(row.units),
                receivedAt: instantOf(row.received_at)!,
              },
            ]
          : [],
      ),
      today,
    ),
  }
}
