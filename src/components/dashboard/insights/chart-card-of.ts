import type { CustomerInsights } from '@/features/insights/customer-insights'
import { CHART_DEFINITIONS, type InsightsChart } from '@/features/insights/insights-charts'

const COUNT = new Intl.NumberFormat('en-AU')

/** What every chart card of the page takes from its chart: its id, title, CSV address and table. */
export const chartCardOf = (chart: InsightsChart, insights: CustomerInsights) => ({
  id: chart,
  title: CHART_DEFINITIONS[chart].title,
  download: `/dashboard/insights/export?chart=${chart}&from=${insights.period.from}&to=${insights.period.to}`,
  table: CHART_DEFINITIONS[chart].table(insights),
})

/** A count with its noun, as the charts' sentences say it: "1 unit", "1,250 units", "3 people". */
export const counted = (count: number, one: string, many = `${one}s`) => `${COUNT.format(count)} ${count === 1 ? one : many}`
