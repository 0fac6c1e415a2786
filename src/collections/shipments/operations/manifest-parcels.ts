import { calendarDateInAustralia } from '@/domain/business-days'
import type { Payload } from 'payload'

import { CARRIER_LABELS, type Carrier } from '@/domain/delivery/carriers'
import { LABEL_PURCHASE_DEADLINE_MS } from '@/domain/delivery/label-purchase'
import type { CarrierAdapter } from '@/integrations/carriers/carrier-adapter'
import { runStatement } from '@/platform/database/run-statement'
import { clientError } from '@/platform/http/client-error'

export type ManifestOutcome = { manifest: { id: number; carrier: Carrier; manifestId: string; parcels: number } | null; message: string }

/**
 * Takes every labelled parcel of the carrier not yet on a manifest for this one, in one
 * conditional update: two staff manifesting at once split the parcels, never share one.
 */
const claimParcels = (payload: Payload, carrier: Carrier, manifest: number) =>
  runStatement(
    { payload },
    (sql) => sql`UPDATE shipments SET manifest_id = ${manifest}
      WHERE carrier = ${carrier} AND label_state = 'bought' AND manifest_id IS NULL AND status IN ('processing', 'shipped')
      RETURNING tracking_number, carrier_shipment_id`,
  )

const release = (payload: Payload, manifest: number) =>
  runStatement({ payload }, (sql) => sql`UPDATE shipments SET manifest_id = NULL WHERE manifest_id = ${manifest}`)

/**
 * Hands the day's labelled parcels of one carrier over: claims them for a new manifest, asks the
 * carrier to manifest them (Australia Post's order, Shippit's booking) and keeps its summary. If
 * the carrier fails, the parcels are released for the next try and nothing is kept.
 */
export async function manifestParcels(payload: Payload, carrier: Carrier, adapters: readonly CarrierAdapter[]): Promise<ManifestOutcome> {
  const adapter = adapters.find((candidate) => candidate.carrier === carrier)
  const name = CARRIER_LABELS[carrier]
  if (!adapter) throw clientError(`${name} is not configured: set its variables to manifest its parcels.`, 409)
  const made = await payload.create({
    collection: 'shipping-manifests',
    data: { carrier, day: calendarDateInAustralia(new Date()), parcels: 0 },
    depth: 0,
    overrideAccess: true,
  })
  const id = Number(made.id)
  const parcels = await claimParcels(payload, carrier, id)
  if (parcels.length === 0) {
    await payload.delete({ collection: 'shipping-manifests', id, overrideAccess: true })
    return { manifest: null, message: `No ${name} parcels are waiting to be manifested.` }
  }
  const entries = parcels.map((row) => ({
    trackingNumber: String(row.tracking_number),
    carrierShipmentId: String(row.carrier_shipment_id ?? row.tracking_number),
  }))
  try {
    const { manifestId, summaryPdf } = await adapter.manifest(entries, AbortSignal.timeout(LABEL_PURCHASE_DEADLINE_MS))
    await payload.update({
      collection: 'shipping-manifests',
      id,
      data: { manifestId, parcels: entries.length },
      ...(summaryPdf
        ? {
            file: {
              data: Buffer.from(summaryPdf),
              mimetype: 'application/pdf',
              name: `manifest-${carrier}-${manifestId}.pdf`,
              size: summaryPdf.byteLength,
            },
          }
        : {}),
      depth: 0,
      overrideAccess: true,
    })
    return {
      manifest: { id, carrier, manifestId, parcels: entries.length },
      message: `${entries.length} ${name} parcel${entries.length === 1 ? '' : 's'} manifested as ${manifestId}.`,
    }
  } catch (error) {
    await release(payload, id)
    await payload.delete({ collection: 'shipping-manifests', id, overrideAccess: true })
    throw clientError(`${name} did not take the manifest: ${error instanceof Error ? error.message : String(error)}`, 502)
  }
}
