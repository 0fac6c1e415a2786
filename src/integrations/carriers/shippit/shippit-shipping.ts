// Shippit behind the carrier adapter: quotes, labels (orders, and cancelling them) and the day's
// manifest (bookings) through its API v3 with a Bearer key. Tracking comes the other way, by
// webhook (shippit-tracking.ts).
import type { CarrierAdapter } from '../carrier-adapter'
import { bookShippitOrders } from './shippit-booking'
import { buyShippitLabel, cancelShippitOrder } from './shippit-orders'
import { quoteShippit } from './shippit-quotes'
import type { ShippitSettings } from './shippit-settings'

export function shippitCarrier(settings: ShippitSettings): CarrierAdapter {
  return {
    carrier: 'shippit',
    quote: (request, signal) => quoteShippit(settings, request, signal),
    buyLabel: (request, signal) => buyShippitLabel(settings, request, signal),
    manifest: (entries, signal) => bookShippitOrders(settings, entries, signal),
    cancelLabel: (consignment, signal) => cancelShippitOrder(settings, consignment, signal),
  }
}
