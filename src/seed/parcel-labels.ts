import type { Payload } from 'payload'

import { calendarDateInAustralia } from '@/domain/business-days'
import { shipmentReference } from '@/domain/delivery/label-purchase'
import { shippitLabelPdf, shippitManifestPdf } from '@/integrations/carriers/shippit/shippit-stand-in-documents'

// The demo's parcels went with Shippit's standard courier; their labels and manifest are drawn as
// Shippit's stand-in draws them, so the admin's Labels page and its PDFs have something to show.
const SERVICE = { code: 'CouriersPlease', name: 'Standard (Couriers Please)', priceCents: 1290 }

const pdfFile = (bytes: Uint8Array, name: string) => ({ data: Buffer.from(bytes), mimetype: 'application/pdf', name, size: bytes.byteLength })

/** The label the demo parcel was sent with: its fields as a purchase leaves them, without asking a carrier. */
export async function seedParcelLabel(payload: Payload, shipment: number, trackingNumber: string) {
  const reference = shipmentReference(shipment)
  const label = await payload.create({
    collection: 'shipping-labels',
    data: { shipment },
    file: pdfFile(await shippitLabelPdf({ serviceName: SERVICE.name, trackingNumber, reference }), `label-${reference}-${trackingNumber}.pdf`),
    depth: 0,
  })
  return {
    label: label.id,
    labelState: 'bought' as const,
    serviceName: SERVICE.name,
    postageCost: SERVICE.priceCents,
    carrierShipmentId: trackingNumber,
  }
}

/** The manifest the demo parcels were handed to Shippit on. */
export async function seedParcelManifest(payload: Payload, parcels: { shipment: number; trackingNumber: string }[]) {
  if (parcels.length === 0) return
  const manifestId = 'MANIFEST-DEMO-1'
  const trackingNumbers = parcels.map((parcel) => parcel.trackingNumber)
  const manifest = await payload.create({
    collection: 'shipping-manifests',
    data: { carrier: 'shippit', day: calendarDateInAustralia(new Date()), manifestId, parcels: parcels.length },
    file: pdfFile(await shippitManifestPdf({ manifestId, courier: SERVICE.code, trackingNumbers }), `manifest-shippit-${manifestId}.pdf`),
    depth: 0,
  })
  for (const { shipment } of parcels) await payload.update({ collection: 'shipments', id: shipment, data: { manifest: manifest.id }, depth: 0 })
}
