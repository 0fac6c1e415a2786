// The status buttons staff see on a project, order or shipment in the admin: only the moves the
// status machines allow staff from where the document is, each with what it will set off.

import { allowedTransitions } from './project-status'
import { allowedShipmentTransitions } from './shipment-status'

export type StatusCollection = 'projects' | 'orders' | 'shipments'

export type StaffStatusAction = {
  to: string
  label: string
  /** What happens, said before it happens. */
  consequence: string
  destructive: boolean
  needsTrackingUrl: boolean
}

const CONSEQUENCES: Record<StatusCollection, Record<string, string>> = {
  projects: {
    proposal_sent: 'The customer is emailed a link to review and finalise the proposal.',
    awaiting_payment: 'The price is confirmed and the customer is emailed a link to pay.',
    completed: 'The project is marked paid and its order is created.',
  },
  orders: {
    proposal_sent: 'The customer is emailed a link to approve the artwork.',
    awaiting_payment: 'The order goes into production.',
    completed: 'The goods are booked into the warehouse as inventory for the customer.',
  },
  shipments: {
    requested: 'The shipment joins the warehouse queue.',
    processing: 'The warehouse starts picking and packing.',
    shipped: 'The customer is emailed the tracking link.',
    delivered: 'The shipment is closed as delivered.',
    cancelled: 'The shipment is cancelled and its items go back into the customer’s inventory.',
  },
}

export function staffStatusActions(collection: StatusCollection, status: string): StaffStatusAction[] {
  const moves =
    collection === 'shipments'
      ? allowedShipmentTransitions(status, 'staff')
      : allowedTransitions(collection === 'projects' ? 'project' : 'order', status, 'staff')
  return moves.map(({ to, label }) => ({
    to,
    label,
    consequence: CONSEQUENCES[collection][to] ?? '',
    destructive: to === 'cancelled',
    needsTrackingUrl: collection === 'shipments' && to === 'shipped',
  }))
}

export const isStatusCollection = (slug: unknown): slug is StatusCollection => slug === 'projects' || slug === 'orders' || slug === 'shipments'
