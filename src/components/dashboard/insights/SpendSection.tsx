import { formatUtcDay } from '@/domain/display-date'
import type { SpendSlice } from '@/domain/insights/spend'
import { formatCents } from '@/domain/pricing'
import type { CustomerInsights } from '@/features/insights/customer-insights'
import type { InsightsChart } from '@/features/insights/insights-charts'
import { ChartCard } from './ChartCard'
import { chartCardOf } from './chart-card-of'
import { RankedBars, type RankedRow } from './RankedBars'
import { ColumnBars } from './ColumnBars'

type Spend = NonNullable<CustomerInsights['spend']>

const moneyRows = (slices: SpendSlice[]): RankedRow[] =>
  slices.map((slice) => ({ key: slice.key, label: slice.label, value: slice.amount, text: formatCents(slice.amount) }))

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0)

const largest = <T extends { amount: number }>(items: T[]): T | undefined =>
  items.reduce<T | undefined>((top, item) => (top && top.amount >= item.amount ? top : item), undefined)

/** The spend charts: over time, and by category, project and team (with each team's budget). */
export function SpendSection({ insights, spend }: { insights: CustomerInsights; spend: Spend }) {
  const { period, buckets } = insights
  const card = (chart: InsightsChart) => ({ ...chartCardOf(chart, insights), empty: spend.total === 0 ? 'Nothing was spent in this period.' : null })
  const peak = largest(buckets.map((bucket, index) => ({ label: bucket.label, amount: spend.byBucket[index] ?? 0 })))
  const topCategory = spend.byCategory[0]
  const topProject = spend.byProject[0]
  const topTeam = spend.byTeam[0]
  const budgets = new Map(spend.teamBudgets.map((budget) => [budget.team, budget]))
  return (
    <section aria-labelledby="spend-heading" className="space-y-4">
      <h2 id="spend-heading" className="text-lg font-semibold">
        Spend
      </h2>
      <ChartCard
        {...card('spend-over-time')}
        description="Projects when they became orders, and shipments’ postage and handling when booked. GST included."
        summary={
          spend.total > 0 && peak
            ? `${formatCents(spend.total)} spent from ${formatUtcDay(period.from)} to ${formatUtcDay(period.to)}; the most in ${peak.label} (${formatCents(peak.amount)}).`
            : 'Nothing was spent in this period.'
        }
      >
        <ColumnBars values={spend.byBucket} labels={buckets.map((bucket) => bucket.short)} kind="money" />
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-3">
        <ChartCard
          {...card('spend-by-category')}
          description="What the money bought, GST shared over each order’s lines."
          summary={
            topCategory
              ? `${topCategory.label} took the most: ${formatCents(topCategory.amount)}, ${share(topCategory.amount, spend.total)}% of the spend.`
              : 'No spend to divide.'
          }
        >
          <RankedBars rows={moneyRows(spend.byCategory)} />
        </ChartCard>
        <ChartCard
          {...card('spend-by-project')}
          description="The projects that cost the most as orders."
          summary={
            topProject ? `${topProject.label} cost the most: ${formatCents(topProject.amount)}.` : 'No project became an order in this period.'
          }
        >
          <RankedBars rows={moneyRows(spend.byProject)} />
        </ChartCard>
        <ChartCard
          {...card('spend-by-team')}
          description="By the team of whoever asked. The red line is the team’s budget for its current budget period."
          summary={topTeam ? `${topTeam.label} spent the most: ${formatCents(topTeam.amount)}.` : 'No spend to divide.'}
        >
          <RankedBars
            rows={moneyRows(spend.byTeam).map((row) => {
              const budget = budgets.get(row.label)
              return {
                ...row,
                marker: budget?.limit ?? null,
                detail: budget ? `Budget ${formatCents(budget.limit)}, ${formatCents(budget.committed)} committed this budget period` : null,
              }
            })}
          />
        </ChartCard>
      </div>
    </section>
  )
}
