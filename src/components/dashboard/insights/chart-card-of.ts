import type { DayPeriod } from '@/domain/day-period'
import type { InsightsChart } from '@/features/insights/insights-charts'

/** Where a chart's CSV downloads from, for the period the page shows. */
export const insightsDownload = (chart: InsightsChart, period: DayPeriod) =>
  `/dashboard/insights/export?chart=${chart}&from=${period.from}&to=${period.to}`
