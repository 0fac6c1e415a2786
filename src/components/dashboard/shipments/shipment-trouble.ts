import type { ShipmentSummary } from '@/features/dashboard/shipments'

/** What the customer should know about a parcel that went wrong: the carrier's problem, or its return. */
export type ShipmentTrouble = { tone: 'attention' | 'returned'; title: string; text: string }

export function shipmentTrouble(shipment: Pick<ShipmentSummary, 'status' | 'trackingState' | 'trackingNote' | 'carrier'>): ShipmentTrouble | null {
  const carrier = shipment.carrier ?? 'The carrier'
  if (shipment.status === 'returned') {
    return {
      tone: 'returned',
      title: 'Returned to our warehouse',
      text: `${carrier} brought this parcel back undelivered. Its items are back in your inventory, ready to send again.`,
    }
  }
  if (shipment.trackingState === 'exception') {
    return {
      tone: 'attention',
      title: 'Delivery needs attention',
      text: `${shipment.trackingNote ?? `${carrier} reported a problem.`} We are sorting it out with ${shipment.carrier ?? 'the carrier'} and the recipient.`,
    }
  }
  return null
}
