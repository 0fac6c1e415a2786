import type { CustomerUser } from '@/collections/customers/customer-user'
import { getActingViewer } from '@/features/auth/current-customer'
import { seeOther } from '@/platform/http/see-other'
import type { Result } from '@/platform/result'

/** A file a dashboard page offers: its name, type and content, whole or streamed. */
export type DashboardFile = { name: string; contentType: string; body: string | ReadableStream<Uint8Array> }

/**
 * A dashboard download (`GET page/export?…`) for the member acting in their company, with their
 * role as it stands now: the file, never stored; or, when it cannot be made, back to `page` with
 * the query's `kept` fields and the reason as `problem`, for the page to tell.
 */
export async function dashboardDownload(
  request: Request,
  page: string,
  kept: readonly string[],
  make: (customer: CustomerUser, query: URLSearchParams) => Promise<Result<DashboardFile>>,
): Promise<Response> {
  const query = new URL(request.url).searchParams
  const viewer = await getActingViewer()
  if (!viewer) return seeOther(`/auth?next=${encodeURIComponent(page)}`)
  const file = await make(viewer.customer, query)
  if (!file.ok) {
    const back = new URLSearchParams()
    for (const name of kept) {
      const value = query.get(name)
      if (value) back.set(name, value)
    }
    back.set('problem', file.message)
    return seeOther(`${page}?${back}`)
  }
  return new Response(file.body, {
    headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.name}"`, 'Cache-Control': 'private, no-store' },
  })
}
