import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'

import { readUploadedFile } from '@/platform/storage/uploaded-files'
import { clientError } from '@/platform/http/client-error'
import { populated } from '@/platform/relation-id'
import { commercialInvoiceFor } from './commercial-invoice'

/** The most labels printed in one batch: a day's pick at a busy warehouse, in one print job. */
export const MOST_LABELS_PER_BATCH = 200

async function appendPages(batch: PDFDocument, bytes: Uint8Array) {
  const document = await PDFDocument.load(bytes)
  for (const page of await batch.copyPages(document, document.getPageIndices())) batch.addPage(page)
}

/**
 * One PDF of the shipments' labels in the order asked, each label's pages as the carrier drew
 * them, an international parcel's commercial invoice after its label, for one print job. A
 * shipment without a bought label is refused by name, so the batch printed is the batch asked for.
 */
export async function labelBatch(payload: Payload, shipmentIds: readonly number[]): Promise<Uint8Array> {
  if (shipmentIds.length === 0) throw clientError('Choose the shipments whose labels to print.', 400)
  if (shipmentIds.length > MOST_LABELS_PER_BATCH) throw clientError(`Print at most ${MOST_LABELS_PER_BATCH} labels at a time.`, 400)
  const { docs } = await payload.find({
    collection: 'shipments',
    where: { id: { in: [...shipmentIds] } },
    limit: shipmentIds.length,
    pagination: false,
    depth: 1,
    overrideAccess: true,
    select: { label: true, customsDeclaration: true },
  })
  const files = new Map(docs.map((doc) => [Number(doc.id), populated<{ filename?: string | null }>(doc.label)?.filename ?? null]))
  const declared = new Set(docs.filter((doc) => doc.customsDeclaration).map((doc) => Number(doc.id)))
  const without = shipmentIds.filter((id) => !files.get(id))
  if (without.length > 0) throw clientError(`No label is bought yet for shipment ${without.map((id) => `#${id}`).join(', ')}.`, 409)
  const batch = await PDFDocument.create()
  for (const id of shipmentIds) {
    const bytes = await readUploadedFile('shipping-labels', files.get(id)!)
    if (!bytes) throw clientError(`The label file of shipment #${id} is missing; buy it again.`, 409)
    await appendPages(batch, bytes)
    const invoice = declared.has(id) ? await commercialInvoiceFor(payload, id) : null
    if (invoice) await appendPages(batch, invoice)
  }
  return batch.save()
}
