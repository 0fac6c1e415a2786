import { describe, expect, it } from 'vitest'

import { deliveryFigures, type Parcel } from '@/domain/insights/deliveries'
import { daysApartInSydney, typicalDaysOf } from '@/domain/insights/elapsed-days'

let shipments = 0
const parcel = (state: string | null, dispatchedAt: string, deliveredAt: string | null, country = 'AU', trouble: Partial<Parcel> = {}): Parcel => ({
  shipment: (shipments += 1),
  state,
  country,
  dispatchedAt,
  deliveredAt,
  returned: false,
  troubled: false,
  problem: null,
  ...trouble,
})

describe('days apart in Sydney', () => {
  it('counts days on Sydney’s calendar, not 24-hour spans', () => {
    // 11 pm and 1 am the next night in Sydney: two hours apart, but the next day.
    expect(daysApartInSydney('2026-11-02T12:00:00Z', '2026-11-02T14:00:00Z')).toBe(1)
    // 9 am and 8 pm the same Sydney day.
    expect(daysApartInSydney('2026-11-01T22:00:00Z', '2026-11-02T09:00:00Z')).toBe(0)
    expect(daysApartInSydney('2026-11-02T00:00:00Z', '2026-11-06T00:00:00Z')).toBe(4)
  })

  it('never counts a later moment recorded before an earlier one as negative', () => {
    expect(daysApartInSydney('2026-11-05T00:00:00Z', '2026-11-03T00:00:00Z')).toBe(0)
  })

  it('takes the day within which at least half arrived', () => {
    expect(typicalDaysOf([])).toBeNull()
    expect(typicalDaysOf([5])).toBe(5)
    expect(typicalDaysOf([4, 1, 2, 9])).toBe(2)
    expect(typicalDaysOf([3, 1, 2])).toBe(2)
  })
})

describe('delivery figures', () => {
  const parcels = [
    parcel('NSW', '2026-11-02T00:00:00Z', '2026-11-03T00:00:00Z'),
    parcel('nsw', '2026-11-02T00:00:00Z', '2026-11-05T00:00:00Z'),
    parcel('NSW', '2026-11-02T00:00:00Z', null),
    parcel('VIC', '2026-11-02T00:00:00Z', '2026-11-12T00:00:00Z'),
    parcel('WA', '2026-11-02T00:00:00Z', '2026-11-08T00:00:00Z'),
    parcel(null, '2026-11-02T00:00:00Z', '2026-11-20T00:00:00Z', 'NZ'),
    parcel('Somewhere', '2026-11-02T00:00:00Z', null),
  ]
  const figures = deliveryFigures(parcels)

  it('lists every state and territory once, with its parcels and delivered ones', () => {
    expect(figures.states.map((state) => state.state)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])
    expect(figures.states.find((state) => state.state === 'NSW')).toMatchObject({ parcels: 3, delivered: 2, typicalDays: 1 })
    expect(figures.states.find((state) => state.state === 'VIC')).toMatchObject({ parcels: 1, delivered: 1, typicalDays: 10 })
    expect(figures.states.find((state) => state.state === 'QLD')).toMatchObject({ parcels: 0, delivered: 0, typicalDays: null })
  })

  it('counts overseas parcels apart and every parcel in the total', () => {
    expect(figures).toMatchObject({ parcels: 7, delivered: 5, overseas: 1 })
    expect(figures.states.reduce((sum, state) => sum + state.parcels, 0)).toBe(5)
  })

  it('puts each delivered parcel in exactly one band of days', () => {
    expect(figures.bands.map((band) => [band.label, band.parcels])).toEqual([
      ['Same day', 0],
      ['1 day', 1],
      ['2 days', 0],
      ['3 days', 1],
      ['4–5 days', 0],
      ['6–7 days', 1],
      ['8 days or more', 2],
    ])
    expect(figures.bands.reduce((sum, band) => sum + band.parcels, 0)).toBe(figures.delivered)
    expect(figures.typicalDays).toBe(6)
  })

  it('has nothing typical when nothing arrived', () => {
    expect(deliveryFigures([parcel('QLD', '2026-11-02T00:00:00Z', null)])).toMatchObject({ parcels: 1, delivered: 0, typicalDays: null })
  })
})

describe('parcels that ran into trouble', () => {
  const left = '2026-11-02T00:00:00Z'
  const figures = deliveryFigures([
    parcel('NSW', left, '2026-11-04T00:00:00Z'),
    parcel('VIC', left, '2026-11-06T00:00:00Z', 'AU', { troubled: true, problem: 'The courier tried to deliver and could not.' }),
    parcel('QLD', left, null, 'AU', { troubled: true, returned: true, problem: 'The courier could not find the address.' }),
    parcel(null, left, null, 'NZ', { troubled: true }),
    parcel('TAS', left, null, 'AU', { returned: true }),
  ])

  it('lists each troubled or returned parcel once, newest first, with how it ended and where it was going', () => {
    expect(figures.returned).toBe(2)
    expect(figures.problems.map((problem) => [problem.place, problem.outcome, problem.problem])).toEqual([
      ['Tasmania', 'Returned to us', 'The carrier could not deliver it.'],
      ['Overseas (NZ)', 'Still with the carrier', 'The carrier reported a problem.'],
      ['Queensland', 'Returned to us', 'The courier could not find the address.'],
      ['Victoria', 'Delivered after all', 'The courier tried to deliver and could not.'],
    ])
  })

  it('still times a parcel delivered after a problem, and never a returned one', () => {
    expect(figures.delivered).toBe(2)
    expect(figures.parcels).toBe(5)
  })
})
