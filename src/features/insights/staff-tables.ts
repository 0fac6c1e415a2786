import { calendarDateInAustralia } from '@/domain/business-days'
import type { ChartTable } from '@/domain/insights/insights-csv'
import { daysApartInSydney } from '@/domain/insights/elapsed-days'
import type { Margin } from '@/domain/insights/margin'
import type { SpendSlice } from '@/domain/insights/spend'
import type { StaffInsights } from './staff-figures'

export const STAFF_FIGURES = [
  'revenue-over-time',
  'revenue-by-customer',
  'revenue-by-category',
  'gross-margin',
  'pipeline',
  'overdue-invoices',
  'production',
  'storage',
] as const
export type StaffFigure = (typeof STAFF_FIGURES)[number]

export const isStaffFigure = (value: unknown): value is StaffFigure => STAFF_FIGURES.includes(value as StaffFigure)

const REVENUE = 'Revenue before GST (AUD)'

const MARGIN_COLUMNS = [
  { label: 'Goods with a cost (AUD)', kind: 'money' },
  { label: 'Their cost (AUD)', kind: 'money' },
  { label: 'Gross margin (AUD)', kind: 'money' },
  { label: 'Margin (%)', kind: 'percent' },
] as const

const marginCells = (margin: Margin | undefined) => (margin ? [margin.revenue, margin.cost, margin.margin, margin.percent] : [null, null, null, null])

/** Revenue by customer or category, each with the gross margin of its goods with a cost. */
const sliceTable = (label: string, slices: SpendSlice[], insights: StaffInsights): ChartTable => ({
  columns: [{ label, kind: 'text' }, { label: REVENUE, kind: 'money' }, ...MARGIN_COLUMNS],
  rows: slices.map((slice) => [slice.label, slice.amount, ...marginCells(insights.margin.bySlice[slice.key])]),
})

/** Each of the staff insights' figures as a titled table: what the admin page shows and the CSV it downloads. */
export const STAFF_TABLES: Record<StaffFigure, { title: string; table: (insights: StaffInsights, now: Date) => ChartTable }> = {
  'revenue-over-time': {
    title: 'Revenue over time',
    table: (insights) => ({
      columns: [
        { label: 'Step', kind: 'text' },
        { label: 'First day', kind: 'day' },
        { label: 'Last day', kind: 'day' },
        { label: REVENUE, kind: 'money' },
      ],
      rows: insights.buckets.map((bucket, index) => [bucket.label, bucket.from, bucket.to, insights.revenue.byBucket[index] ?? 0]),
    }),
  },
  'revenue-by-customer': { title: 'Revenue by customer', table: (insights) => sliceTable('Customer', insights.revenue.byCustomer, insights) },
  'revenue-by-category': { title: 'Revenue by category', table: (insights) => sliceTable('Category', insights.revenue.byCategory, insights) },
  'gross-margin': {
    title: 'Gross margin',
    table: (insights) => ({
      columns: [{ label: 'Step', kind: 'text' }, { label: 'First day', kind: 'day' }, { label: 'Last day', kind: 'day' }, ...MARGIN_COLUMNS],
      rows: insights.buckets.map((bucket, index) => [bucket.label, bucket.from, bucket.to, ...marginCells(insights.margin.byBucket[index])]),
    }),
  },
  pipeline: {
    title: 'Pipeline: enquiry to proposal to paid',
    table: ({ pipeline }) => ({
      columns: [
        { label: 'Step', kind: 'text' },
        { label: 'Enquiries', kind: 'count' },
        { label: 'Share of those received (%)', kind: 'percent' },
        { label: 'Half got there within (days)', kind: 'count' },
      ],
      rows: [
        ['Received', pipeline.received, pipeline.received > 0 ? 100 : null, null],
        ['Proposal sent', pipeline.proposed, pipeline.proposedRate, pipeline.daysToProposal],
        ['Paid', pipeline.paid, pipeline.paidRate, pipeline.daysToPayment],
      ],
    }),
  },
  'overdue-invoices': {
    title: 'Overdue invoices',
    table: ({ overdue }, now) => ({
      columns: [
        { label: 'Invoice', kind: 'text' },
        { label: 'Customer', kind: 'text' },
        { label: 'Total incl. GST (AUD)', kind: 'money' },
        { label: 'Due', kind: 'day' },
        { label: 'Days overdue', kind: 'count' },
      ],
      rows: overdue.oldest.map((invoice) => [
        invoice.number,
        invoice.company,
        invoice.total,
        calendarDateInAustralia(invoice.dueAt),
        daysApartInSydney(invoice.dueAt, now.toISOString()),
      ]),
    }),
  },
  production: {
    title: 'Production on time',
    table: (insights) => ({
      columns: [
        { label: 'Step', kind: 'text' },
        { label: 'First day', kind: 'day' },
        { label: 'Last day', kind: 'day' },
        { label: 'Ready on time', kind: 'count' },
        { label: 'Ready late', kind: 'count' },
      ],
      rows: insights.buckets.map((bucket, index) => [
        bucket.label,
        bucket.from,
        bucket.to,
        insights.production.onTime[index] ?? 0,
        insights.production.late[index] ?? 0,
      ]),
    }),
  },
  storage: {
    title: 'Stock held for customers',
    table: ({ storage }) => ({
      columns: [
        { label: 'Customer', kind: 'text' },
        { label: 'Items', kind: 'count' },
        { label: 'Units', kind: 'count' },
        { label: 'Average days held', kind: 'count' },
        { label: 'Longest days held', kind: 'count' },
      ],
      rows: storage.map((held) => [held.companyName, held.items, held.units, held.averageDays, held.longestDays]),
    }),
  },
}
