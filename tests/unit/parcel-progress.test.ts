import { describe, expect, it } from 'vitest'

import { estimateText, parcelHeadline, parcelSteps } from '@/components/parcel-tracking/parcel-progress'

// 1 Dec 2026, 4 pm in Sydney (AEDT, UTC+11).
const now = new Date('2026-12-01T05:00:00Z')

describe('a tracking page’s headline', () => {
  it('says in plain words where the parcel is', () => {
    expect(parcelHeadline({ state: null, stateAt: null, note: null }, now)).toBe('Your parcel is being prepared')
    expect(parcelHeadline({ state: 'in_transit', stateAt: '2026-11-30T18:45:00Z', note: null }, now)).toBe('On its way')
    expect(parcelHeadline({ state: 'returned_to_sender', stateAt: '2026-11-21T03:00:00Z', note: null }, now)).toBe('Returned to the sender')
  })

  it('is out for delivery today only on Sydney’s today, early morning scans included', () => {
    // 7:12 am in Sydney on 1 Dec is still 30 Nov in UTC.
    expect(parcelHeadline({ state: 'out_for_delivery', stateAt: '2026-11-30T20:12:00Z', note: null }, now)).toBe('Out for delivery today')
    expect(parcelHeadline({ state: 'out_for_delivery', stateAt: '2026-11-29T20:12:00Z', note: null }, now)).toBe('Out for delivery')
  })

  it('dates a delivery on Sydney’s calendar and gives the carrier’s reason for a problem', () => {
    expect(parcelHeadline({ state: 'delivered', stateAt: '2026-11-21T14:30:00Z', note: null }, now)).toBe('Delivered on 22 Nov 2026')
    expect(parcelHeadline({ state: 'exception', stateAt: null, note: 'The courier could not find the address.' }, now)).toBe(
      'Needs attention: The courier could not find the address.',
    )
    expect(parcelHeadline({ state: 'exception', stateAt: null, note: null }, now)).toBe('Needs attention')
  })

  it('tells an estimate as today, tomorrow or its date', () => {
    expect(estimateText('2026-12-01T01:00:00Z', now)).toBe('today')
    expect(estimateText('2026-12-02T01:00:00Z', now)).toBe('tomorrow')
    expect(estimateText('2026-12-04T01:00:00Z', now)).toBe('4 Dec 2026')
  })
})

const progressOf = (steps: ReturnType<typeof parcelSteps>) => steps.map((step) => `${step.label}:${step.progress}${step.current ? '*' : ''}`)

describe('a parcel’s four steps', () => {
  it('reaches none before the carrier’s first scan', () => {
    expect(progressOf(parcelSteps(null, []))).toEqual([
      'Label created:upcoming',
      'In transit:upcoming',
      'Out for delivery:upcoming',
      'Delivered:upcoming',
    ])
  })

  it('marks the steps passed done and the parcel’s own as current', () => {
    expect(progressOf(parcelSteps('in_transit', ['in_transit', 'label_created']))).toEqual([
      'Label created:done',
      'In transit:current*',
      'Out for delivery:upcoming',
      'Delivered:upcoming',
    ])
    expect(progressOf(parcelSteps('delivered', ['delivered', 'out_for_delivery']))).toEqual([
      'Label created:done',
      'In transit:done',
      'Out for delivery:done',
      'Delivered:done*',
    ])
  })

  it('puts a problem at the step after the furthest reached', () => {
    expect(progressOf(parcelSteps('exception', ['exception', 'out_for_delivery', 'in_transit', 'label_created']))).toEqual([
      'Label created:done',
      'In transit:done',
      'Out for delivery:done',
      'Needs attention:attention*',
    ])
    expect(progressOf(parcelSteps('exception', ['exception', 'label_created']))).toEqual([
      'Label created:done',
      'Needs attention:attention*',
      'Out for delivery:upcoming',
      'Delivered:upcoming',
    ])
  })

  it('ends a returned parcel in its return instead of its delivery', () => {
    expect(progressOf(parcelSteps('returned_to_sender', ['returned_to_sender', 'exception', 'out_for_delivery', 'in_transit']))).toEqual([
      'Label created:done',
      'In transit:done',
      'Out for delivery:done',
      'Returned to us:returned*',
    ])
  })
})
