import { formatDate } from '@/domain/display-date'
import { trackingStateLabel, type TrackingState } from '@/domain/delivery/tracking'

/**
 * A parcel's journey told as carriers' tracking pages tell it: a headline in plain words and
 * four steps. A problem or a return takes the place of the step the parcel did not reach.
 */

/** How the parcel is faring, for the colour and icon that go with the headline. */
export type ParcelMood = 'preparing' | 'moving' | 'delivered' | 'attention' | 'returned'

export const parcelMood = (state: TrackingState | null): ParcelMood => {
  if (state === null) return 'preparing'
  if (state === 'delivered') return 'delivered'
  if (state === 'exception') return 'attention'
  if (state === 'returned_to_sender') return 'returned'
  return 'moving'
}

/** Whether `moment` falls on today's date in Sydney, the calendar every date on the page is read on. */
export const happenedToday = (moment: string | null, now = new Date()): boolean => moment !== null && formatDate(moment) === formatDate(now)

/** What the parcel is doing, in the words of a tracking page's headline. */
export function parcelHeadline(parcel: { state: TrackingState | null; stateAt: string | null; note: string | null }, now = new Date()): string {
  switch (parcel.state) {
    case null:
      return 'Your parcel is being prepared'
    case 'label_created':
      return 'Ready for the courier'
    case 'in_transit':
      return 'On its way'
    case 'out_for_delivery':
      return happenedToday(parcel.stateAt, now) ? 'Out for delivery today' : 'Out for delivery'
    case 'delivered':
      return parcel.stateAt ? `Delivered on ${formatDate(parcel.stateAt)}` : 'Delivered'
    case 'exception':
      return parcel.note ? `Needs attention: ${parcel.note}` : 'Needs attention'
    case 'returned_to_sender':
      return 'Returned to the sender'
  }
}

/** While the parcel is still coming, its estimate is worth showing; after that it is history. */
export const expectsDelivery = (state: TrackingState | null): boolean =>
  state === 'label_created' || state === 'in_transit' || state === 'out_for_delivery'

/** "today", "tomorrow" or the date, on Sydney's calendar, to follow "Estimated delivery". */
export function estimateText(estimate: string, now = new Date()): string {
  const day = formatDate(estimate)
  if (day === formatDate(now)) return 'today'
  return day === formatDate(new Date(now.getTime() + 24 * 60 * 60 * 1000)) ? 'tomorrow' : day
}

const STEPS = ['label_created', 'in_transit', 'out_for_delivery', 'delivered'] as const satisfies TrackingState[]

export type StepProgress = 'done' | 'current' | 'upcoming' | 'attention' | 'returned'

export type ParcelStep = { key: string; label: string; progress: StepProgress; current: boolean }

/**
 * The four steps from label to door, given where the parcel is and every state it has been in.
 * A parcel in trouble shows it at the step after the furthest it reached; a returned one ends in
 * its return instead of its delivery. Before the carrier's first event no step is reached.
 */
export function parcelSteps(state: TrackingState | null, visited: TrackingState[]): ParcelStep[] {
  const position = (candidate: TrackingState) => STEPS.findIndex((step) => step === candidate)
  const furthest = Math.max(-1, ...visited.map(position))
  const last = STEPS.length - 1
  const detour = state === 'exception' ? { at: Math.min(furthest + 1, last), progress: 'attention' as const } : null
  const returned = state === 'returned_to_sender' ? { at: last, progress: 'returned' as const } : null
  const stop = detour ?? returned
  const at = stop ? stop.at : state === null ? -1 : position(state)
  return STEPS.map((step, index) => {
    if (stop && state && index === stop.at) return { key: state, label: trackingStateLabel(state), progress: stop.progress, current: true }
    const reached = stop ? index <= furthest : index < at || (index === at && state === 'delivered')
    const progress: StepProgress = reached ? 'done' : index === at ? 'current' : 'upcoming'
    return { key: step, label: trackingStateLabel(step), progress, current: index === at }
  })
}
