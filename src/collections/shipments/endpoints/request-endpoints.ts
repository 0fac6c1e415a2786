import { addDataAndFileToRequest } from 'payload'

import { customerEndpoint, keyedCustomerEndpoint } from '@/collections/customer-endpoint'
import { RECIPIENT_CSV_LIMITS } from '@/domain/recipient-csv'
import { importRecipients } from '@/collections/shipments/operations/add-recipients'
import { requestShipments } from '@/collections/shipments/operations/request-shipments'

/**
 * The dashboard's two multi-document writes for API clients, running the very code of its server
 * actions: shipments to several recipients in one transaction, and the recipients CSV import.
 */

/**
 * POST /payload-api/shipments/request {items: [{inventoryItem, quantity}], recipients: [id]}, with
 * an optional Idempotency-Key header: a retry with the same key gets the first answer. Answers
 * the shipments made and, in `held`, those over budget waiting for approval with the reason.
 */
export const requestShipmentsEndpoint = keyedCustomerEndpoint('/request', requestShipments, ({ shipments, held }) => ({ shipments, held }))

// Multipart framing around the file is small; anything much larger than the limit is refused unread.
const MAX_UPLOAD_BYTES = RECIPIENT_CSV_LIMITS.maxBytes + 16 * 1024

/** POST /payload-api/recipients/import, multipart with the CSV in a field named `file`. */
export const importRecipientsEndpoint = customerEndpoint({
  path: '/import',
  read: async (req) => {
    if (Number(req.headers.get('content-length') || 0) > MAX_UPLOAD_BYTES) {
      return Response.json({ message: `The file is larger than ${RECIPIENT_CSV_LIMITS.maxBytes / 1024} KB.` }, { status: 413 })
    }
    if (!(req.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
      return Response.json({ message: 'Send the CSV as multipart/form-data in a field named "file".' }, { status: 415 })
    }
    await addDataAndFileToRequest(req)
    const file = req.file
    if (!file) return Response.json({ message: 'Attach the CSV file in a field named "file".' }, { status: 400 })
    return { input: { file: { name: file.name, type: file.mimetype, size: file.size }, bytes: file.data } }
  },
  operation: importRecipients,
  answer: ({ imported, problems }) => Response.json({ imported, problems }, { status: imported.length > 0 ? 201 : 200 }),
})
