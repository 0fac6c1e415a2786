import type { Endpoint } from 'payload'

import { isStaff } from '@/access/roles'
import { commercialInvoiceFor } from '@/collections/shipments/operations/commercial-invoice'
import { parseRecordId } from '@/domain/dashboard-filters'
import { json } from '@/platform/http/json-response'

/**
 * GET /payload-api/shipments/:id/commercial-invoice, staff only: the international parcel's
 * commercial invoice as a PDF to print and put in the parcel's document pouch. 409 for a parcel
 * that declares nothing (it stays in Australia, or its label is not bought yet).
 */
export const commercialInvoiceEndpoint: Endpoint = {
  path: '/:id/commercial-invoice',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req.user)) return json({ message: 'Only staff print commercial invoices.' }, 403)
    const id = parseRecordId(req.routeParams?.id as string | undefined)
    if (id === null) return json({ message: 'Unknown shipment.' }, 404)
    const pdf = await commercialInvoiceFor(req.payload, id)
    if (!pdf) return json({ message: 'This shipment has no customs declaration: it stays in Australia, or its label is not bought yet.' }, 409)
    return new Response(Buffer.from(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="commercial-invoice-${id}.pdf"`,
        'cache-control': 'private, no-store',
      },
    })
  },
}
