import { accountingFile } from '@/features/dashboard/accounting'
import { dashboardDownload } from '@/features/dashboard/dashboard-download'

/**
 * An accounting file as a download, for the owners and finance members of the company the
 * customer acts for. A request that cannot be answered goes back to the accounting page with the
 * reason, where the form shows it.
 */
export const GET = (request: Request) => dashboardDownload(request, '/dashboard/accounting', ['from', 'to', 'file', 'account'], accountingFile)
