import type { Payload } from 'payload'

import { CARRIER_LABELS, type Carrier } from '@/domain/delivery/carriers'
import type { CustomsDeclaration } from '@/domain/delivery/customs'
import { shipmentReference } from '@/domain/delivery/label-purchase'
import { clientError } from '@/platform/http/client-error'
import { populated } from '@/platform/relation-id'
import type { Recipient } from '@/payload-types'
import { renderCommercialInvoicePdf } from '../commercial-invoice-pdf'
import { addressOf, dispatchFrom } from './label-request'

/**
 * The commercial invoice of an international parcel whose label is bought, from the declaration
 * the carrier was sent with it (so it matches what customs will see, whatever staff later change
 * on the products). Null for a parcel that declared nothing: it stays in Australia, or has no label yet.
 */
export async function commercialInvoiceFor(payload: Payload, shipmentId: number): Promise<Uint8Array | null> {
  const shipment = await payload
    .findByID({
      collection: 'shipments',
      id: shipmentId,
      depth: 1,
      overrideAccess: true,
      select: { customsDeclaration: true, recipient: true, carrier: true, serviceName: true, trackingNumber: true },
    })
    .catch(() => {
      throw clientError('Unknown shipment.', 404)
    })
  const declaration = shipment.customsDeclaration as CustomsDeclaration | null | undefined
  const recipient = populated<Recipient>(shipment.recipient)
  if (!declaration || !recipient) return null
  const carrier = shipment.carrier ? CARRIER_LABELS[shipment.carrier as Carrier] : null
  return renderCommercialInvoicePdf({
    reference: shipmentReference(shipmentId),
    // Printed as the parcel leaves: the invoice is dated the day it goes with the parcel.
    issuedAt: new Date().toISOString(),
    exporter: await dispatchFrom(payload),
    importer: addressOf(recipient),
    declaration,
    carrier: [carrier, shipment.serviceName].filter(Boolean).join(' ') || null,
    trackingNumber: shipment.trackingNumber ?? null,
  })
}
