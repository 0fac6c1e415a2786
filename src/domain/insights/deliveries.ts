// Parcels as figures: where they went, how long they took to arrive, and which ran into trouble.
import { AUSTRALIAN_STATES, type AustralianStateCode } from '../address'
import { daysApartInSydney, typicalDaysOf } from './elapsed-days'

/**
 * One parcel that left the warehouse: where to, when it left and, once there, when it arrived;
 * whether the carrier brought it back, and what went wrong on the way (the carrier's words for its
 * latest problem; `troubled` without words when it gave none).
 */
export type Parcel = {
  shipment: number
  state: string | null
  country: string
  dispatchedAt: string
  deliveredAt: string | null
  returned: boolean
  troubled: boolean
  problem: string | null
}

/** A parcel that hit a problem or came back, and how it ended so far. */
export type ParcelProblem = {
  shipment: number
  place: string
  problem: string
  outcome: 'Delivered after all' | 'Returned to us' | 'Still with the carrier'
}

/** The parcels that went to one state or territory, and how long the delivered ones took. */
export type StateParcels = { state: AustralianStateCode; name: string; parcels: number; delivered: number; typicalDays: number | null }

/** Delivered parcels that took from `min` to `max` days (no `max`: or longer). */
export type DeliveryBand = { label: string; min: number; max: number | null; parcels: number }

export type DeliveryFigures = {
  parcels: number
  delivered: number
  overseas: number
  /** Half the delivered parcels arrived within this many days. */
  typicalDays: number | null
  states: StateParcels[]
  bands: DeliveryBand[]
  /** Parcels that came back to the warehouse undelivered. */
  returned: number
  /** Parcels that hit a problem on the way or came back, newest shipment first. */
  problems: ParcelProblem[]
}

const BANDS: readonly Omit<DeliveryBand, 'parcels'>[] = [
  { label: 'Same day', min: 0, max: 0 },
  { label: '1 day', min: 1, max: 1 },
  { label: '2 days', min: 2, max: 2 },
  { label: '3 days', min: 3, max: 3 },
  { label: '4–5 days', min: 4, max: 5 },
  { label: '6–7 days', min: 6, max: 7 },
  { label: '8 days or more', min: 8, max: null },
]

const stateCodeOf = (state: string | null): AustralianStateCode | null => {
  const code = state?.trim().toUpperCase()
  return AUSTRALIAN_STATES.find((known) => known.code === code)?.code ?? null
}

const placeOf = (parcel: Parcel): string => {
  if (parcel.country !== 'AU') return `Overseas (${parcel.country})`
  const code = stateCodeOf(parcel.state)
  return AUSTRALIAN_STATES.find((known) => known.code === code)?.name ?? 'Australia'
}

const problemOf = (parcel: Parcel): ParcelProblem | null => {
  if (!parcel.troubled && !parcel.returned) return null
  const problem = parcel.problem ?? (parcel.troubled ? 'The carrier reported a problem.' : 'The carrier could not deliver it.')
  const outcome = parcel.returned ? 'Returned to us' : parcel.deliveredAt ? 'Delivered after all' : 'Still with the carrier'
  return { shipment: parcel.shipment, place: placeOf(parcel), problem, outcome }
}

/**
 * The parcels of a period summed up: how many went to each state and territory (every one listed,
 * none too), how many overseas, and how many days the delivered ones took, in bands and typically.
 */
export function deliveryFigures(parcels: readonly Parcel[]): DeliveryFigures {
  const byState = new Map<AustralianStateCode, number[]>()
  const parcelsIn = new Map<AustralianStateCode, number>()
  const allDays: number[] = []
  let overseas = 0
  for (const parcel of parcels) {
    const days = parcel.deliveredAt ? daysApartInSydney(parcel.dispatchedAt, parcel.deliveredAt) : null
    if (days !== null) allDays.push(days)
    const state = parcel.country === 'AU' ? stateCodeOf(parcel.state) : null
    if (parcel.country !== 'AU') overseas += 1
    if (!state) continue
    parcelsIn.set(state, (parcelsIn.get(state) ?? 0) + 1)
    if (days === null) continue
    const stateDays = byState.get(state) ?? []
    stateDays.push(days)
    byState.set(state, stateDays)
  }
  return {
    parcels: parcels.length,
    delivered: allDays.length,
    overseas,
    typicalDays: typicalDaysOf(allDays),
    states: AUSTRALIAN_STATES.map(({ code, name }) => ({
      state: code,
      name,
      parcels: parcelsIn.get(code) ?? 0,
      delivered: byState.get(code)?.length ?? 0,
      typicalDays: typicalDaysOf(byState.get(code) ?? []),
    })),
    bands: BANDS.map((band) => ({
      ...band,
      parcels: allDays.filter((days) => days >= band.min && (band.max === null || days <= band.max)).length,
    })),
    returned: parcels.filter((parcel) => parcel.returned).length,
    problems: parcels
      .map(problemOf)
      .filter((problem): problem is ParcelProblem => problem !== null)
      .sort((a, b) => b.shipment - a.shipment),
  }
}
