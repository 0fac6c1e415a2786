import type { Endpoint } from 'payload'

import { isStaff } from '@/access/roles'
import { labelBatch } from '@/collections/shipments/operations/label-batch'
import { parseRecordId } from '@/domain/dashboard-filters'
import { json } from '@/platform/http/json-response'

/**
 * GET /payload-api/shipping-labels/print?shipments=12,13,14, staff only: the shipments' labels
 * as one PDF to print, opened in the browser (inline) so the print dialog is one click away.
 */
export const printLabelsEndpoint: Endpoint = {
  path: '/print',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req.user)) return json({ message: 'Only staff print shipping labels.' }, 403)
    const asked = (req.searchParams.get('shipments') ?? '').split(',').filter(Boolean)
    const ids = asked.map((value) => parseRecordId(value))
    if (ids.some((id) => id === null)) return json({ message: 'List the shipments as numbers separated by commas, e.g. ?shipments=12,13.' }, 400)
    const pdf = await labelBatch(req.payload, [...new Set(ids as number[])])
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="labels-${new Date().toISOString().slice(0, 10)}.pdf"`,
        'cache-control': 'private, no-store',
      },
    })
  },
}
