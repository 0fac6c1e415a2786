import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { isCustomer } from '@/access/roles'
import { RECIPIENT_CSV_LIMITS } from '@/domain/recipient-csv'
import { keyOf } from '@/platform/idempotency/key-answers'
import { importRecipients } from './address-book'
import { requestShipments } from './request-shipments'
import { readJsonBody } from '@/platform/http/request-body'

/**
 * The dashboard's two multi-document writes for API clients, running the very code of its server
 * actions: shipments to several recipients in one transaction, and the recipients CSV import.
 */

const notCustomer = (req: PayloadRequest): Response | null =>
  isCustomer(req.user) ? null : Response.json({ message: 'Log in with a customer account to do this.' }, { status: req.user ? 403 : 401 })

/**
 * POST /payload-api/shipments/request {items: [{inventoryItem, quantity}], recipients: [id]}, with
 * an optional Idempotency-Key header: a retry with the same key gets the first answer.
 */
export const requestShipmentsEndpoint: Endpoint = {
  path: '/request',
  method: 'post',
  handler: async (req) => {
    const refused = notCustomer(req)
    if (refused) return refused
    const key = keyOf(req.headers)
    if ('refusal' in key) return key.refusal
    const result = await requestShipments(req.payload, req.user, await readJsonBody(req, z.unknown()), key.key)
    if (result.ok) {
      return Response.json({ shipments: result.shipments }, { status: 201, headers: result.replayed ? { 'idempotent-replayed': 'true' } : undefined })
    }
    return Response.json({ message: result.message, field: result.field, errors: [{ message: result.message }] }, { status: result.status })
  },
}

// Multipart framing around the file is small; anything much larger than the limit is refused unread.
const MAX_UPLOAD_BYTES = RECIPIENT_CSV_LIMITS.maxBytes + 16 * 1024

/** POST /payload-api/recipients/import, multipart with the CSV in a field named `file`. */
export const importRecipientsEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    const refused = notCustomer(req)
    if (refused) return refused
    if (Number(req.headers.get('content-length') || 0) > MAX_UPLOAD_BYTES) {
      return Response.json({ message: `The file is larger than ${RECIPIENT_CSV_LIMITS.maxBytes / 1024} KB.` }, { status: 413 })
    }
    if (!(req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      return Response.json({ message: 'Send the CSV as multipart/form-data in a field named "file".' }, { status: 415 })
    }
    await addDataAndFileToRequest(req)
    const file = req.file
    if (!file) return Response.json({ message: 'Attach the CSV file in a field named "file".' }, { status: 400 })
    const result = await importRecipients(req.payload, req.user, { name: file.name, type: file.mimetype, size: file.size }, file.data)
    if (!result.ok) return Response.json({ message: result.message, errors: [{ message: result.message }] }, { status: result.status })
    return Response.json({ imported: result.imported, problems: result.problems }, { status: result.imported.length > 0 ? 201 : 200 })
  },
}
