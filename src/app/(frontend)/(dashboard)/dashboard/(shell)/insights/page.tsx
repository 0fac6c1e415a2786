import type { Metadata } from 'next'

import { PeriodPicker } from '@/components/dashboard/PeriodPicker'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { DeliveriesSection } from '@/components/dashboard/insights/DeliveriesSection'
import { LinksSection } from '@/components/dashboard/insights/LinksSection'
import { PrintReportButton } from '@/components/dashboard/insights/PrintReportButton'
import { SpendSection } from '@/components/dashboard/insights/SpendSection'
import { StockSection } from '@/components/dashboard/insights/StockSection'
import { Notice } from '@/components/ui/Notice'
import { PageHeader } from '@/components/ui/PageHeader'
import { calendarDateInAustralia } from '@/domain/business-days'
import { roleAllows } from '@/domain/company-roles'
import { formatUtcDay } from '@/domain/display-date'
import { insightsPeriodAsked } from '@/domain/insights/insights-period'
import { requireViewer } from '@/features/auth/current-customer'
import { getCustomerInsights } from '@/features/insights/customer-insights'
import { singleValue, type PageSearch } from '@/platform/http/search-params'

export const metadata: Metadata = { title: 'Insights' }

/**
 * What the company's swag costs, where it went and what sits idle, for a period in the address:
 * spend for the members who may see the company's money; stock, its use, the deliveries and the
 * recipient links for every member.
 * Every chart sums itself up in a sentence, opens as a table and downloads as CSV; the page prints
 * as a report.
 */
export default async function InsightsPage({ searchParams }: { searchParams: PageSearch }) {
  const { customer, company } = await requireViewer('/dashboard/insights')
  if (!company)
    return <NoCompanyPage title="Insights">Insights belong to a company. Ask someone who manages your company’s members to add you.</NoCompanyPage>
  const search = await searchParams
  const { presets, fallback, asked, period, errors } = insightsPeriodAsked(
    { from: singleValue(search.from), to: singleValue(search.to) },
    calendarDateInAustralia(new Date()),
  )
  const insights = await getCustomerInsights(customer, period)
  const problem = singleValue(search.problem)
  return (
    <>
      <PageHeader
        title="Insights"
        description={`${company.name}, ${formatUtcDay(period.from)} to ${formatUtcDay(period.to)}. Amounts in AUD.`}
        actions={<PrintReportButton />}
      />
      <div className="mt-6 space-y-8">
        <div className="print:hidden">
          <PeriodPicker path="/dashboard/insights" presets={presets} from={asked.from} to={asked.to} errors={errors ?? {}} />
        </div>
        {errors ? (
          <Notice tone="error" title="That period can’t be shown">
            Showing {fallback.label.toLowerCase()} instead. Fix the days above.
          </Notice>
        ) : null}
        {problem ? (
          <Notice tone="error" title="That download couldn’t be made">
            {problem}
          </Notice>
        ) : null}
        {insights?.spend ? (
          <SpendSection insights={insights} spend={insights.spend} />
        ) : (
          <p className="rounded-2xl border border-line bg-white p-5 text-sm text-muted">
            Only the owners and finance members of {company.name} see what it spends. Stock, what became of it, deliveries and the recipient links are
            below.
          </p>
        )}
        {insights ? (
          <>
            <StockSection insights={insights} mayRequest={roleAllows(company.role, 'request')} />
            <DeliveriesSection insights={insights} />
            <LinksSection insights={insights} />
          </>
        ) : null}
      </div>
    </>
  )
}
