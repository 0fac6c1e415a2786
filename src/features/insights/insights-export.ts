import type { CustomerUser } from '@/collections/customers/customer-user'
import { roleAllows } from '@/domain/company-roles'
import { fieldErrorsOf } from '@/domain/field-errors'
import { chartCsvPieces } from '@/domain/insights/insights-csv'
import { insightsPeriodSchema } from '@/domain/insights/insights-period'
import type { DashboardFile } from '@/features/dashboard/dashboard-download'
import { textStream } from '@/platform/http/text-stream'
import { refusal, type Result } from '@/platform/result'
import { getCustomerInsights } from './customer-insights'
import { CHART_DEFINITIONS, isInsightsChart } from './insights-charts'

/** One chart's numbers as CSV for the period the query names, sent as it is written, or why not, in plain words. */
export async function insightsDownload(customer: CustomerUser, query: URLSearchParams): Promise<Result<DashboardFile>> {
  const chart = query.get('chart')
  if (!isInsightsChart(chart)) return refusal(400, 'Choose one of the page’s charts to download.')
  const period = insightsPeriodSchema.safeParse({ from: query.get('from'), to: query.get('to') })
  if (!period.success) {
    const errors = fieldErrorsOf(period.error)
    return refusal(400, Object.values(errors).join(' '), errors)
  }
  const company = customer.acting
  if (!company) return refusal(403, 'Insights belong to a company. Ask someone who manages your company’s members to add you.')
  const definition = CHART_DEFINITIONS[chart]
  if (definition.spend && !roleAllows(company.role, 'readSpend'))
    return refusal(403, `Only the owners and finance members of ${company.name} see its spend.`)
  const insights = await getCustomerInsights(customer, period.data)
  if (!insights) return refusal(403, 'Insights belong to a company.')
  return {
    ok: true,
    name: `swagly-${chart}-${period.data.from}-to-${period.data.to}.csv`,
    contentType: 'text/csv; charset=utf-8',
    body: textStream(chartCsvPieces(definition.table(insights))),
  }
}
