// Buying a parcel's label: where a purchase stands, and when a stalled one may be taken over.

/** `voided`: bought, then cancelled with the carrier when its shipment was, so it is not charged. */
export const LABEL_STATE_LABELS = { buying: 'Buying', bought: 'Bought', failed: 'Failed', voided: 'Voided' } as const

export type LabelState = keyof typeof LABEL_STATE_LABELS

/** How long a purchase has to try every service in turn before the next carrier is given up on. */
export const LABEL_PURCHASE_DEADLINE_MS = 30_000

/**
 * A purchase still "buying" after this long was cut short (its process stopped): another may
 * take over. Longer than the deadline with room for the writes after it.
 */
export const STALLED_PURCHASE_MS = 2 * LABEL_PURCHASE_DEADLINE_MS

/** The shipment statuses a label may be bought in: requested (approved) or being packed. */
export const LABEL_SHIPMENT_STATUSES = ['requested', 'processing'] as const

/** How a company's parcels get their labels: staff choose on the Labels page, or the cheapest on-time one is bought as each is requested. */
export const LABEL_PURCHASE_RULES = { staff: 'Staff choose each label', automatic: 'Buy the cheapest on-time label automatically' } as const

/** Our reference for the consignment, printed on the label and sent to the carrier. */
export const shipmentReference = (shipmentId: number | string) => `SHIPMENT-${shipmentId}`
