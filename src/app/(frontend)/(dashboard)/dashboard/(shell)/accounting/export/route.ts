import { getActingViewer } from '@/features/auth/current-customer'
import { accountingFile } from '@/features/dashboard/accounting'
import { seeOther } from '@/platform/http/see-other'

const PAGE = '/dashboard/accounting'

/**
 * An accounting file as a download, for the owners and finance members of the company the
 * customer acts for, with their role as it stands now. A request that cannot be answered goes back
 * to the accounting page with the reason, where the form shows it.
 */
export async function GET(request: Request) {
  const query = new URL(request.url).searchParams
  const viewer = await getActingViewer()
  if (!viewer) return seeOther(`/auth?next=${encodeURIComponent(PAGE)}`)
  const file = await accountingFile(viewer.customer, query)
  if (!file.ok) {
    const back = new URLSearchParams()
    for (const name of ['from', 'to', 'file', 'account']) {
      const value = query.get(name)
      if (value) back.set(name, value)
    }
    back.set('problem', file.message)
    return seeOther(`${PAGE}?${back}`)
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
