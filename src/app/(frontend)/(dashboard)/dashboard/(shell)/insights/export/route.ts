import { dashboardDownload } from '@/features/dashboard/dashboard-download'
import { insightsDownload } from '@/features/insights/insights-export'

/**
 * One chart's numbers as CSV, for a member of the company the customer acts for (spend only for
 * those who may see it). A request that cannot be answered goes back to the insights page with
 * the reason.
 */
export const GET = (request: Request) => dashboardDownload(request, '/dashboard/insights', ['from', 'to'], insightsDownload)
