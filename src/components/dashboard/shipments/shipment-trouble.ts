import type { ShipmentSummary } from '@/features/dashboard/shipments'

/**
 * What the customer should know about a parcel that went wrong: its return, details only the
 * recipient can give, or the carrier's problem.
 */
export type ShipmentTrouble = { tone: 'attention' | 'returned'; title: string; text: string }

type TroubleFacts = Pick<ShipmentSummary, 'status' | 'trackingState' | 'trackingNote' | 'carrier' | 'detailsNeeded' | 'recipient'>

// Nothing is asked of a recipient once the parcel arrived, came back or was cancelled.
const FINISHED: ReadonlySet<string> = new Set(['delivered', 'returned', 'cancelled'])

export function shipmentTrouble(shipment: TroubleFacts): ShipmentTrouble | null {
  const carrier = shipment.carrier ?? 'The carrier'
  if (shipment.status === 'returned') {
    return {
      tone: 'returned',
      title: 'Returned to our warehouse',
      text: `${carrier} brought this parcel back undelivered. Its items are back in your inventory, ready to send again.`,
    }
  }
  if (shipment.detailsNeeded.length > 0 && !FINISHED.has(shipment.status)) {
    const name = shipment.recipient?.name || 'The recipient'
    return {
      tone: 'attention',
      title: `Waiting for ${name}`,
      text: `We emailed ${name} a link for what their parcel needs (${shipment.detailsNeeded.join('; ')}). It goes on its way as soon as they give it.`,
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
