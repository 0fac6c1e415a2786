import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'

import { readUploadedFile } from '@/platform/storage/uploaded-files'
import { clientError } from '@/platform/http/client-error'
import { populated } from '@/platform/relation-id'

/** The most labels printed in one batch: a day's pick at a busy warehouse, in one print job. */
export const MOST_LABELS_PER_BATCH = 200

/**
 * One PDF of the shipments' labels in the order asked, each label's pages as the carrier drew
 * them, for one print job. A shipment without a bought label is refused by name, so the batch
 * printed is the batch asked for.
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
    select: { label: true },
  })
  const files = new Map(docs.map((doc) => [Number(doc.id), populated<{ filename?: string | null }>(doc.label)?.filename ?? null]))
  const without = shipmentIds.filter((id) => !files.get(id))
  if (without.length > 0) throw clientError(`No label is bought yet for shipment ${without.map((id) => `#${id}`).join(', ')}.`, 409)
  const batch = await PDFDocument.create()
  for (const id of shipmentIds) {
    const bytes = await readUploadedFile('shipping-labels', files.get(id)!)
    if (!bytes) throw clientError(`The label file of shipment #${id} is missing; buy it again.`, 409)
    const label = await PDFDocument.load(bytes)
    for (const page of await batch.copyPages(label, label.getPageIndices())) batch.addPage(page)
  }
  return batch.save()
}
