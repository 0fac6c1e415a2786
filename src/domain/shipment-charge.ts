/**
 * What a shipment costs the company for postage and handling, in AUD cents including GST: a
 * handling fee per parcel, postage by destination, and a pick fee for every unit after the first.
 * A flat table until carriers quote each parcel; the amount is fixed on the shipment when it is
 * requested, and that is what its budget reserves.
 */
export const SHIPMENT_HANDLING_CENTS = 1000
export const DOMESTIC_POSTAGE_CENTS = 2000
export const INTERNATIONAL_POSTAGE_CENTS = 4500
export const EXTRA_UNIT_CENTS = 200

export function shipmentCharge(lines: readonly { quantity: number }[], country: string | null | undefined): number {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0)
  const postage = (country ?? 'AU').toUpperCase() === 'AU' ? DOMESTIC_POSTAGE_CENTS : INTERNATIONAL_POSTAGE_CENTS
  return SHIPMENT_HANDLING_CENTS + postage + Math.max(0, units - 1) * EXTRA_UNIT_CENTS
}
