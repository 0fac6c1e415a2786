import { counted } from '@/components/dashboard/insights/chart-card-of'
import { formatCents } from '@/domain/pricing'
import type { StaffInsights } from '@/features/insights/staff-figures'
import { StaffColumns, StaffRanked } from './StaffBars'
import { StaffFigureCard } from './StaffFigureCard'
import styles from './staff-insights.module.css'

const COUNT = new Intl.NumberFormat('en-AU')
const within = (days: number | null) =>
  days === null ? '' : days === 0 ? ', half of them the same day' : `, half of them within ${counted(days, 'day')}`

/** "Goods with a cost brought $12,000.00 at a cost of $7,200.00: a gross margin of $4,800.00 (40%). Costs are recorded for 80% of goods revenue." */
const marginSummary = ({ total, coverage }: StaffInsights['margin']) => {
  if (total.revenue === 0) return 'No goods sold in the period have a cost recorded: enter each line’s unit cost to see the margin.'
  const covered = coverage === null || coverage >= 100 ? '' : ` Costs are recorded for ${coverage}% of goods revenue; the rest is left out.`
  return `Goods with a cost brought ${formatCents(total.revenue)} at a cost of ${formatCents(total.cost)}: a gross margin of ${formatCents(total.margin)} (${total.percent}%).${covered}`
}

/** The staff insights' figures for a period, each a card with its sentence, picture, table and CSV. */
export function StaffInsightsCards({ insights, now }: { insights: StaffInsights; now: Date }) {
  const { revenue, pipeline, overdue, production, storage, buckets } = insights
  const labels = buckets.map((bucket) => bucket.label)
  const finished = production.onTime.reduce((sum, count) => sum + count, 0)
  const late = production.late.reduce((sum, count) => sum + count, 0)
  const card = { insights, now }
  const slices = (rows: StaffInsights['revenue']['byCustomer']) =>
    rows.map((slice) => ({ key: slice.key, label: slice.label, value: slice.amount, text: formatCents(slice.amount) }))
  return (
    <div className={styles.grid}>
      <StaffFigureCard
        figure="revenue-over-time"
        {...card}
        summary={`${formatCents(revenue.total)} before GST from orders and postage in the period.`}
      >
        <StaffColumns values={revenue.byBucket} labels={labels} />
      </StaffFigureCard>
      <StaffFigureCard
        figure="revenue-by-customer"
        {...card}
        summary={
          revenue.byCustomer[0]
            ? `${revenue.byCustomer[0].label} brought the most: ${formatCents(revenue.byCustomer[0].amount)}.`
            : 'No revenue in the period.'
        }
      >
        <StaffRanked rows={slices(revenue.byCustomer)} />
      </StaffFigureCard>
      <StaffFigureCard
        figure="revenue-by-category"
        {...card}
        summary={
          revenue.byCategory[0]
            ? `${revenue.byCategory[0].label} brought the most: ${formatCents(revenue.byCategory[0].amount)}.`
            : 'No revenue in the period.'
        }
      >
        <StaffRanked rows={slices(revenue.byCategory)} />
      </StaffFigureCard>
      <StaffFigureCard figure="gross-margin" {...card} summary={marginSummary(insights.margin)}>
        <StaffColumns values={insights.margin.byBucket.map((month) => month.margin)} labels={labels} />
      </StaffFigureCard>
      <StaffFigureCard
        figure="pipeline"
        {...card}
        summary={
          pipeline.received > 0
            ? `Of ${counted(pipeline.received, 'enquiry', 'enquiries')} received, ${COUNT.format(pipeline.proposed)} (${pipeline.proposedRate}%) got a proposal${within(pipeline.daysToProposal)}, and ${COUNT.format(pipeline.paid)} (${pipeline.paidRate}%) were paid${within(pipeline.daysToPayment)} of their proposal.`
            : 'No enquiries were received in the period.'
        }
      >
        <StaffRanked
          rows={[
            { key: 'received', label: 'Received', value: pipeline.received, text: COUNT.format(pipeline.received) },
            { key: 'proposed', label: 'Proposal sent', value: pipeline.proposed, text: COUNT.format(pipeline.proposed) },
            { key: 'paid', label: 'Paid', value: pipeline.paid, text: COUNT.format(pipeline.paid) },
          ]}
        />
      </StaffFigureCard>
      <StaffFigureCard
        figure="production"
        {...card}
        summary={`${counted(finished, 'order')} ready on time, ${COUNT.format(late)} late in the period; ${counted(production.behindNow, 'order')} behind plan now.`}
      >
        <StaffColumns values={production.onTime} late={production.late} labels={labels} />
        <p className={styles.legend}>
          <span>
            <span className={`${styles.swatch} ${styles.bar}`} />
            On time
          </span>
          <span>
            <span className={`${styles.swatch} ${styles.barLate}`} />
            Late
          </span>
        </p>
      </StaffFigureCard>
      <StaffFigureCard
        figure="overdue-invoices"
        {...card}
        open
        summary={
          overdue.count > 0
            ? `${counted(overdue.count, 'invoice')} past due and unpaid, ${formatCents(overdue.total)} in all${overdue.count > overdue.oldest.length ? `; the ${overdue.oldest.length} overdue longest are listed` : ''}.`
            : 'No invoice is past due.'
        }
      />
      <StaffFigureCard
        figure="storage"
        {...card}
        open
        summary={
          storage.length > 0
            ? `${counted(
                storage.reduce((sum, held) => sum + held.units, 0),
                'unit',
              )} held for ${counted(storage.length, 'customer')} now.`
            : 'Nothing is held for customers now.'
        }
      />
    </div>
  )
}
