import type { Payload } from 'payload'

import { MAX_PARCEL_GRAMS, parcelFor } from '@/domain/delivery/parcel'
import type { CarrierAddress, QuoteRequest } from '@/integrations/carriers/carrier-adapter'
import { clientError } from '@/platform/http/client-error'
import { populated } from '@/platform/relation-id'
import type { Recipient, Shipment } from '@/payload-types'

/** The warehouse, as staff keep it in Site settings → Dispatch from, and the supplier's ABN. */
export async function dispatchFrom(payload: Payload): Promise<CarrierAddress & { abn: string | null }> {
  const { dispatchFrom: from, supplier } = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { dispatchFrom: true, supplier: true },
  })
  if (!from?.address1 || !from.suburb || !from.state || !from.postcode) {
    throw clientError('Set the warehouse address in Site settings → Dispatch from before buying labels: it is the sender on every label.', 409)
  }
  const lines = [from.address1, from.address2].filter((line): line is string => Boolean(line))
  return {
    name: from.name || 'Warehouse',
    lines,
    suburb: from.suburb,
    state: from.state,
    postcode: from.postcode,
    country: 'AU',
    email: from.email,
    phone: from.phone,
    abn: supplier?.abn || null,
  }
}

export const addressOf = (recipient: Recipient): CarrierAddress => ({
  name: recipient.fullName,
  companyName: recipient.companyName,
  lines: [recipient.address1, recipient.address2].filter((line): line is string => Boolean(line)),
  suburb: recipient.suburb,
  state: recipient.state ?? '',
  postcode: recipient.postcode ?? '',
  country: recipient.country || 'AU',
  email: recipient.email,
  phone: recipient.phone,
})

/**
 * What carriers are asked to price and book for a shipment read at depth 1: its parcel from the
 * lines' unit weights, from the warehouse to the recipient. A parcel heavier than a carrier
 * takes is refused here, before any carrier is asked.
 */
export async function quoteRequestFor(payload: Payload, shipment: Shipment): Promise<QuoteRequest> {
  const recipient = populated<Recipient>(shipment.recipient)
  if (!recipient) throw clientError('The shipment has no recipient to send its parcel to.', 409)
  const parcel = parcelFor(
    (shipment.items ?? []).map((line) => ({
      quantity: line.quantity,
      unitWeightGrams: populated<{ unitWeightGrams?: number | null }>(line.inventoryItem)?.unitWeightGrams,
    })),
  )
  if (parcel.weightGrams > MAX_PARCEL_GRAMS) {
    const kilograms = (parcel.weightGrams / 1000).toFixed(1)
    throw clientError(
      `This parcel weighs ${kilograms} kg; carriers take at most ${MAX_PARCEL_GRAMS / 1000} kg in one parcel. Split the shipment.`,
      409,
    )
  }
  return { parcel, from: await dispatchFrom(payload), to: addressOf(recipient) }
}
