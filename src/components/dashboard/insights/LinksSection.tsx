import { responseRate } from '@/domain/insights/links'
import { SIZE_GROUP_LABELS } from '@/domain/sizes'
import type { CustomerInsights } from '@/features/insights/customer-insights'
import type { InsightsChart } from '@/features/insights/insights-charts'
import { ChartCard } from './ChartCard'
import { chartCardOf, counted } from './chart-card-of'
import { ColumnBars } from './ColumnBars'

const COUNT = new Intl.NumberFormat('en-AU')

/** Recipient links: how many people answered, how many of those invited did, and the sizes they chose. */
export function LinksSection({ insights }: { insights: CustomerInsights }) {
  const { buckets, links } = insights
  const card = (chart: InsightsChart) => chartCardOf(chart, insights)
  const invited = links.byBucket.reduce((sum, step) => sum + step.invited, 0)
  const answered = links.byBucket.reduce((sum, step) => sum + step.answered, 0)
  const responses = links.byBucket.reduce((sum, step) => sum + step.responses, 0)
  const labels = buckets.map((bucket) => bucket.short)
  const ofInvited =
    invited > 0
      ? ` Of ${counted(invited, 'person', 'people')} invited by email, ${COUNT.format(answered)} (${responseRate(invited, answered)}%) have answered.`
      : ''
  const chosen = links.sizes.reduce((sum, curve) => sum + curve.total, 0)
  const choices = links.sizes.flatMap((curve) => curve.sizes.map((size) => ({ ...size, cut: SIZE_GROUP_LABELS[curve.group] })))
  const favourite = choices.reduce<(typeof choices)[number] | null>((best, size) => (best && best.count >= size.count ? best : size), null)
  return (
    <section aria-labelledby="links-heading" className="space-y-4">
      <h2 id="links-heading" className="text-lg font-semibold">
        Recipient links
      </h2>
      <div className="space-y-4">
        <ChartCard
          {...card('link-responses')}
          description="Answers to your links each step, from open links and invitations alike; for people invited by email, the share of each step’s invitations answered since."
          summary={`${counted(responses, 'answer')} in the period.${ofInvited}`}
          empty={responses === 0 && invited === 0 ? 'Nobody was invited to or answered one of your links in this period.' : null}
        >
          <div className="grid gap-6 md:grid-cols-2">
            <div>
              <p className="mb-2 text-xs font-medium text-muted">Answers</p>
              <ColumnBars values={links.byBucket.map((step) => step.responses)} labels={labels} kind="count" />
            </div>
            <div>
              <p className="mb-2 text-xs font-medium text-muted">Invitations answered</p>
              <ColumnBars values={links.byBucket.map((step) => responseRate(step.invited, step.answered) ?? 0)} labels={labels} kind="percent" />
            </div>
          </div>
        </ChartCard>
        <ChartCard
          {...card('size-curve')}
          description="The sizes people chose through your links in the period, by cut: what to order next time."
          summary={
            favourite
              ? `${counted(chosen, 'choice')}; the most chosen is ${favourite.cut} ${favourite.size} (${favourite.share}% of the cut).`
              : 'Nobody chose a size through your links in this period.'
          }
          empty={favourite ? null : 'No sizes were chosen in this period.'}
        >
          <div className="grid gap-6 md:grid-cols-2">
            {links.sizes.map((curve) => (
              <div key={curve.group}>
                <p className="mb-2 text-xs font-medium text-muted">
                  {SIZE_GROUP_LABELS[curve.group]} · {counted(curve.total, 'choice')}
                </p>
                <ColumnBars values={curve.sizes.map((size) => size.count)} labels={curve.sizes.map((size) => size.shortLabel)} kind="count" />
              </div>
            ))}
          </div>
        </ChartCard>
      </div>
    </section>
  )
}
