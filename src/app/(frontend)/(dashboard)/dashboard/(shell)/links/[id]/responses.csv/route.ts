import { parseRecordId } from '@/domain/dashboard-filters'
import { getViewer } from '@/features/auth/current-customer'
import { getRecipientLink, linkResponsesCsv } from '@/features/dashboard/recipient-links'
import { payloadClient } from '@/payload-client'
import { sizeOptions } from '@/features/review/review-project'

/** The link's responses as a CSV download, for its own customer only; anyone else gets a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const id = parseRecordId((await params).id)
  const viewer = await getViewer()
  const link = viewer && id !== null ? await getRecipientLink(await payloadClient(), viewer.customer, id, await sizeOptions()) : null
  if (!link) return new Response('Not found', { status: 404 })
  const filename = `${
    link.name
      .replace(/[^\w -]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .toLowerCase() || 'responses'
  }-responses.csv`
  return new Response(linkResponsesCsv(link), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
