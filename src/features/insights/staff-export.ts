import { isStaff } from '@/access/roles'
import { fieldErrorsOf } from '@/domain/field-errors'
import { chartCsvPieces } from '@/domain/insights/insights-csv'
import { insightsPeriodSchema } from '@/domain/insights/insights-period'
import { getSessionUser } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { textStream } from '@/platform/http/text-stream'
import { staffInsights } from './staff-figures'
import { isStaffFigure, STAFF_TABLES } from './staff-tables'

const plain = (status: number, message: string) => new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/** A staff figure's CSV (`figure`, `from`, `to`), streamed as it is written; a request that cannot be answered is told why in words. */
export async function staffInsightsDownload(query: URLSearchParams): Promise<Response> {
  if (!isStaff(await getSessionUser())) return plain(404, 'Not found')
  const figure = query.get('figure')
  if (!isStaffFigure(figure)) return plain(400, 'Choose one of the staff insights’ figures to download.')
  const period = insightsPeriodSchema.safeParse({ from: query.get('from'), to: query.get('to') })
  if (!period.success) return plain(400, Object.values(fieldErrorsOf(period.error)).join(' '))
  const now = new Date()
  const insights = await staffInsights(await payloadClient(), period.data, now)
  return new Response(textStream(chartCsvPieces(STAFF_TABLES[figure].table(insights, now))), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="swagly-staff-${figure}-${period.data.from}-to-${period.data.to}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
