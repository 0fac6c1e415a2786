import { calendarDateInAustralia } from '@/domain/business-days'
import { dayCount } from '@/domain/day-period'
import type { ChartTable } from '@/domain/insights/insights-csv'
import { WEEKLY_UP_TO_DAYS } from '@/domain/insights/insights-period'
import { responseRate } from '@/domain/insights/links'
import type { SpendSlice } from '@/domain/insights/spend'
import { SIZE_GROUP_LABELS } from '@/domain/sizes'
import type { CustomerInsights } from './customer-insights'

export const INSIGHTS_CHARTS = [
  'spend-over-time',
  'spend-by-category',
  'spend-by-project',
  'spend-by-team',
  'stock-on-hand',
  'order-use',
  'days-of-cover',
  'idle-stock',
  'link-responses',
  'size-curve',
  'parcels-by-state',
  'delivery-times',
  'delivery-problems',
] as const
export type InsightsChart = (typeof INSIGHTS_CHARTS)[number]

export const isInsightsChart = (value: unknown): value is InsightsChart => INSIGHTS_CHARTS.includes(value as InsightsChart)

type ChartDefinition = {
  title: string
  /** Whether it shows the company's money, which only members who may see spend see. */
  spend: boolean
  table: (insights: CustomerInsights) => ChartTable
}

/** Items the cover chart lists, those that run out first. */
export const COVER_LISTED = 10

const stepName = (insights: CustomerInsights) => (dayCount(insights.period) <= WEEKLY_UP_TO_DAYS ? 'Week' : 'Month')

const spendOf = (insights: CustomerInsights) => {
  if (!insights.spend) throw new Error('Spend charts need a member who may see spend.')
  return insights.spend
}

/** A spend breakdown's table: what each slice is, and what was spent on it. */
const sliceTable =
  (label: string, slices: (spend: NonNullable<CustomerInsights['spend']>) => SpendSlice[]) =>
  (insights: CustomerInsights): ChartTable => ({
    columns: [
      { label, kind: 'text' },
      { label: 'Spend incl. GST (AUD)', kind: 'money' },
    ],
    rows: slices(spendOf(insights)).map((slice) => [slice.label, slice.amount]),
  })

/** Items in stock that will run out, soonest first. */
export const itemsByCover = (insights: CustomerInsights) =>
  insights.stock.items
    .filter((item) => item.daysOfCover !== null)
    .sort((a, b) => a.daysOfCover! - b.daysOfCover! || a.title.localeCompare(b.title))
    .slice(0, COVER_LISTED)

/** Each chart's title and its numbers as a table, for the page's table view and the CSV alike. */
export const CHART_DEFINITIONS: Record<InsightsChart, ChartDefinition> = {
  'spend-over-time': {
    title: 'Spend over time',
    spend: true,
    table: (insights) => ({
      columns: [
        { label: stepName(insights), kind: 'text' },
        { label: 'First day', kind: 'day' },
        { label: 'Last day', kind: 'day' },
        { label: 'Spend incl. GST (AUD)', kind: 'money' },
      ],
      rows: insights.buckets.map((bucket, index) => [bucket.label, bucket.from, bucket.to, spendOf(insights).byBucket[index] ?? 0]),
    }),
  },
  'spend-by-category': { title: 'Spend by category', spend: true, table: sliceTable('Category', (spend) => spend.byCategory) },
  'spend-by-project': { title: 'Spend by project', spend: true, table: sliceTable('Project', (spend) => spend.byProject) },
  'spend-by-team': {
    title: 'Spend by team',
    spend: true,
    table: (insights) => {
      const spend = spendOf(insights)
      const budgets = new Map(spend.teamBudgets.map((budget) => [budget.team, budget]))
      return {
        columns: [
          { label: 'Team', kind: 'text' },
          { label: 'Spend in the period incl. GST (AUD)', kind: 'money' },
          { label: 'Budget this budget period (AUD)', kind: 'money' },
          { label: 'Committed this budget period (AUD)', kind: 'money' },
        ],
        rows: spend.byTeam.map((slice) => [
          slice.label,
          slice.amount,
          budgets.get(slice.label)?.limit ?? null,
          budgets.get(slice.label)?.committed ?? null,
        ]),
      }
    },
  },
  'stock-on-hand': {
    title: 'Stock on hand',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: `At the end of the ${stepName(insights).toLowerCase()}`, kind: 'text' },
        { label: 'Last day', kind: 'day' },
        { label: 'Units', kind: 'count' },
        { label: 'Value before GST (AUD)', kind: 'money' },
      ],
      rows: insights.buckets.map((bucket, index) => [
        bucket.label,
        bucket.to,
        insights.stock.onHand[index]?.units ?? 0,
        insights.stock.onHand[index]?.value ?? 0,
      ]),
    }),
  },
  'order-use': {
    title: 'What each order’s goods became',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: 'Order', kind: 'text' },
        { label: 'Produced', kind: 'count' },
        { label: 'Shipped to people', kind: 'count' },
        { label: 'In stock', kind: 'count' },
        { label: 'Distributed (%)', kind: 'percent' },
      ],
      rows: insights.stock.orders.map((order) => [order.name, order.produced, order.shipped, order.inStock, order.distributed]),
    }),
  },
  'days-of-cover': {
    title: 'Days of cover',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: 'Item', kind: 'text' },
        { label: 'Order', kind: 'text' },
        { label: 'Units in stock', kind: 'count' },
        { label: 'Days of cover', kind: 'count' },
      ],
      rows: itemsByCover(insights).map((item) => [item.title, item.orderName, item.units, item.daysOfCover]),
    }),
  },
  'idle-stock': {
    title: 'Idle stock',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: 'Item', kind: 'text' },
        { label: 'Order', kind: 'text' },
        { label: 'Units in stock', kind: 'count' },
        { label: 'Value before GST (AUD)', kind: 'money' },
        { label: 'Last moved', kind: 'day' },
      ],
      rows: insights.stock.items
        .filter((item) => item.idle)
        .map((item) => [item.title, item.orderName, item.units, item.value, item.lastMovedAt ? calendarDateInAustralia(item.lastMovedAt) : null]),
    }),
  },
  'link-responses': {
    title: 'Recipient link answers',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: stepName(insights), kind: 'text' },
        { label: 'First day', kind: 'day' },
        { label: 'Last day', kind: 'day' },
        { label: 'People invited', kind: 'count' },
        { label: 'Of them answered', kind: 'count' },
        { label: 'Response rate (%)', kind: 'percent' },
        { label: 'Answers from anyone', kind: 'count' },
      ],
      rows: insights.buckets.map((bucket, index) => {
        const links = insights.links.byBucket[index] ?? { invited: 0, answered: 0, responses: 0 }
        return [bucket.label, bucket.from, bucket.to, links.invited, links.answered, responseRate(links.invited, links.answered), links.responses]
      }),
    }),
  },
  'size-curve': {
    title: 'Size curve',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: 'Cut', kind: 'text' },
        { label: 'Size', kind: 'text' },
        { label: 'Chosen', kind: 'count' },
        { label: 'Share of the cut (%)', kind: 'percent' },
      ],
      rows: insights.links.sizes.flatMap((curve) => curve.sizes.map((size) => [SIZE_GROUP_LABELS[curve.group], size.size, size.count, size.share])),
    }),
  },
  'parcels-by-state': {
    title: 'Parcels by state',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: 'State or territory', kind: 'text' },
        { label: 'Parcels sent', kind: 'count' },
        { label: 'Delivered', kind: 'count' },
        { label: 'Half delivered within (days)', kind: 'count' },
      ],
      rows: [
        ...insights.deliveries.states.map((state) => [state.name, state.parcels, state.delivered, state.typicalDays]),
        ['Overseas', insights.deliveries.overseas, null, null],
      ],
    }),
  },
  'delivery-times': {
    title: 'Delivery times',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: 'Days from leaving to arriving', kind: 'text' },
        { label: 'Parcels', kind: 'count' },
      ],
      rows: insights.deliveries.bands.map((band) => [band.label, band.parcels]),
    }),
  },
  'delivery-problems': {
    title: 'Problems and returns',
    spend: false,
    table: (insights) => ({
      columns: [
        { label: 'Shipment', kind: 'text' },
        { label: 'Going to', kind: 'text' },
        { label: 'What happened', kind: 'text' },
        { label: 'How it ended', kind: 'text' },
      ],
      rows: insights.deliveries.problems.map((problem) => [`#${problem.shipment}`, problem.place, problem.problem, problem.outcome]),
    }),
  },
}
