import type { AdminViewServerProps } from 'payload'

import { isStaff } from '@/access/roles'
import { AdminPage } from '@/components/admin/AdminPage'
import { calendarDateInAustralia } from '@/domain/business-days'
import { formatUtcDay } from '@/domain/display-date'
import { insightsPeriodAsked } from '@/domain/insights/insights-period'
import { staffInsights } from '@/features/insights/staff-figures'
import { StaffInsightsCards } from './StaffInsightsCards'
import styles from './staff-insights.module.css'

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * /admin/insights: the business at a glance for staff, for a period in the address: revenue by
 * month, customer and category, the pipeline from enquiry to payment, overdue invoices,
 * production on time and the stock held for customers.
 */
export async function StaffInsightsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const now = new Date()
  const { presets, fallback, asked, period, errors } = insightsPeriodAsked(
    { from: one(searchParams?.from), to: one(searchParams?.to) },
    calendarDateInAustralia(now),
  )
  const insights = isStaff(req.user) ? await staffInsights(req.payload, period, now) : null
  return (
    <AdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>Insights</h1>
      {!insights ? (
        <p>Only staff can read the business’s insights.</p>
      ) : (
        <>
          <p className={styles.intro}>
            Every customer, {formatUtcDay(period.from)} to {formatUtcDay(period.to)}. Revenue before GST, in AUD.
          </p>
          <div className={styles.periods}>
            {presets.map((preset) => (
              <a
                key={preset.preset}
                href={`/admin/insights?from=${preset.from}&to=${preset.to}`}
                aria-current={preset.from === period.from && preset.to === period.to ? 'true' : undefined}
              >
                {preset.label}
              </a>
            ))}
            <form className={styles.custom} method="get" action="/admin/insights">
              <label>
                First day
                <input type="date" name="from" defaultValue={asked.from} required />
              </label>
              <label>
                Last day
                <input type="date" name="to" defaultValue={asked.to} required />
              </label>
              <button type="submit">Show period</button>
            </form>
          </div>
          {errors ? (
            <p className={styles.problem} role="alert">
              {Object.values(errors).join(' ')} Showing {fallback.label.toLowerCase()} instead.
            </p>
          ) : null}
          <StaffInsightsCards insights={insights} now={now} />
        </>
      )}
    </AdminPage>
  )
}
