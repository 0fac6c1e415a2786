import { staffInsightsDownload } from '@/features/insights/staff-export'

/**
 * One of the staff insights' figures as CSV for the period the query names, for signed-in staff;
 * anyone else is answered 404, as if there were nothing here.
 */
export const GET = (request: Request) => staffInsightsDownload(new URL(request.url).searchParams)
