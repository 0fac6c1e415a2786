// Who hears about a parcel, and when: each company chooses, per moment of the journey, whether the
// recipient and the company's own people get an email. A choice never made is the default below,
// which is what every company got before the choice existed.
import type { TrackingState } from './tracking'

export const PARCEL_MOMENTS = ['shipped', 'outForDelivery', 'delivered', 'exception', 'returned'] as const
export type ParcelMoment = (typeof PARCEL_MOMENTS)[number]

export const PARCEL_EMAIL_PARTIES = ['toRecipient', 'toCustomer'] as const
export type ParcelEmailParty = (typeof PARCEL_EMAIL_PARTIES)[number]

/** The moments each party may hear of: a recipient has nothing to do with a parcel coming back to the warehouse. */
export const MOMENTS_FOR: Record<ParcelEmailParty, readonly ParcelMoment[]> = {
  toRecipient: ['shipped', 'outForDelivery', 'delivered', 'exception'],
  toCustomer: ['shipped', 'outForDelivery', 'delivered', 'exception', 'returned'],
}

export const PARCEL_MOMENT_LABELS: Record<ParcelMoment, string> = {
  shipped: 'On its way',
  outForDelivery: 'Out for delivery',
  delivered: 'Delivered',
  exception: 'A problem on the way',
  returned: 'Came back to us',
}

export const PARCEL_MOMENT_HINTS: Record<ParcelMoment, string> = {
  shipped: 'The parcel left our warehouse, with its tracking link.',
  outForDelivery: 'The driver has it and it should arrive today.',
  delivered: 'The carrier delivered it.',
  exception: 'The carrier reported a problem, such as nobody home or a damaged parcel.',
  returned: 'The carrier brought it back and its items are in your inventory again.',
}

export const PARCEL_EMAIL_PARTY_LABELS: Record<ParcelEmailParty, string> = {
  toRecipient: 'The recipient',
  toCustomer: 'The requester',
}

/** A company's choices as stored: a party or a moment left out (or null) is no choice made. */
export type ParcelEmailChoices = { [P in ParcelEmailParty]?: Partial<Record<ParcelMoment, boolean | null>> }

export const DEFAULT_PARCEL_EMAILS: Record<ParcelEmailParty, Partial<Record<ParcelMoment, boolean>>> = {
  toRecipient: { shipped: false, outForDelivery: true, delivered: true, exception: true },
  toCustomer: { shipped: true, outForDelivery: false, delivered: false, exception: true, returned: true },
}

/** Whether `party` is emailed at `moment`, by the company's choices (null: none made, so the default). */
export function emailsAt(choices: ParcelEmailChoices | null | undefined, party: ParcelEmailParty, moment: ParcelMoment): boolean {
  if (!MOMENTS_FOR[party].includes(moment)) return false
  return choices?.[party]?.[moment] ?? DEFAULT_PARCEL_EMAILS[party][moment] ?? false
}

const MOMENT_OF_TRACKING: Partial<Record<TrackingState, ParcelMoment>> = {
  out_for_delivery: 'outForDelivery',
  delivered: 'delivered',
  exception: 'exception',
  returned_to_sender: 'returned',
}

/**
 * The moment a parcel entering a tracking state is. A parcel shipping is the shipment's own status
 * (a label scanned or not, it left when staff or its first scan said so), so in transit is none.
 */
export const parcelMomentOf = (state: TrackingState): ParcelMoment | null => MOMENT_OF_TRACKING[state] ?? null
