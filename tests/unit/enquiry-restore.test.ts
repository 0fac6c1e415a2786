import { describe, expect, it } from 'vitest'

import { initialEnquiryState, persistedSlice, type LocalEnquiry } from '@/domain/enquiry-model'
import { enquiryReducer } from '@/domain/enquiry-state'
import { TOTE, BOTTLE, NAME, stateWith, localWith, customerWithServer } from '../support/enquiry-fixtures'

describe('enquiryReducer: hydrated', () => {
  const storedLocal: LocalEnquiry = {
    status: 'local',
    name: 'Office Party',
    type: 'general',
    quantity: '25 to 50',
    budget: '$100 to $200',
    items: [TOTE, BOTTLE],
  }

  it('restores what was persisted', () => {
    const next = enquiryReducer(stateWith(), {
      type: 'hydrated',
      persisted: { localEnquiry: storedLocal, defaultEnquiryName: 'My Sleek Gear', enquiryId: 42 },
    })
    expect(next).toEqual({
      ...stateWith(),
      localEnquiry: storedLocal,
      defaultEnquiryName: 'My Sleek Gear',
      enquiryId: 42,
    })
  })

  it('round-trips the persisted slice through JSON', () => {
    const state = customerWithServer([TOTE], { localEnquiry: storedLocal })
    const stored = JSON.parse(JSON.stringify(persistedSlice(state)))
    const next = enquiryReducer(
      initialEnquiryState(() => 0),
      { type: 'hydrated', persisted: stored },
    )
    expect(persistedSlice(next)).toEqual(persistedSlice(state))
  })

  it('changes nothing when nothing was persisted', () => {
    const state = stateWith({ localEnquiry: localWith([TOTE]), enquiryId: 7 })
    expect(enquiryReducer(state, { type: 'hydrated', persisted: {} })).toEqual(state)
  })

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'localEnquiry'],
    ['an array', [TOTE]],
    ['a number', 3],
    ['an enquiry that is not local', { ...storedLocal, status: 'pending' }],
    ['an enquiry with no items', { ...storedLocal, items: undefined }],
    ['an enquiry whose items are not a list', { ...storedLocal, items: { 0: TOTE } }],
  ])('ignores a local enquiry that is %s', (_, localEnquiry) => {
    const next = enquiryReducer(stateWith(), { type: 'hydrated', persisted: { localEnquiry } })
    expect(next.localEnquiry).toBeNull()
  })

  it('keeps the current local enquiry over a bad stored one', () => {
    const localEnquiry = localWith([TOTE])
    const next = enquiryReducer(stateWith({ localEnquiry }), {
      type: 'hydrated',
      persisted: { localEnquiry: 'garbage' },
    })
    expect(next.localEnquiry).toBe(localEnquiry)
  })

  it('falls back field by field inside a stored local enquiry', () => {
    const next = enquiryReducer(stateWith(), {
      type: 'hydrated',
      persisted: {
        defaultEnquiryName: 'My Sleek Gear',
        localEnquiry: {
          status: 'local',
          name: '  ',
          type: 'other',
          quantity: 'lots',
          budget: 5,
          items: [],
        },
      },
    })
    expect(next.localEnquiry).toEqual({
      status: 'local',
      name: 'My Sleek Gear',
      type: 'wishlist',
      quantity: 'Not sure',
      budget: 'Not sure',
      items: [],
    })
  })

  it('keeps only well-formed items', () => {
    const bad: unknown[] = [
      null,
      'item',
      { ...TOTE, id: 5 },
      { ...TOTE, product: null },
      { ...TOTE, product: { ...TOTE.product, id: '10' } },
      { ...TOTE, product: { ...TOTE.product, title: undefined } },
      { ...TOTE, product: { ...TOTE.product, slug: 7 } },
      { ...TOTE, product: { ...TOTE.product, imageUrl: 3 } },
      { ...TOTE, variant: undefined },
      { ...TOTE, variant: 'Natural' },
      { ...TOTE, variant: { id: 101, name: 'Natural' } },
      { ...TOTE, variant: { id: '101', name: 'Natural', colour: '#f5f0e1' } },
    ]
    const next = enquiryReducer(stateWith(), {
      type: 'hydrated',
      persisted: { localEnquiry: { ...storedLocal, items: [TOTE, ...bad, BOTTLE] } },
    })
    expect(next.localEnquiry?.items).toEqual([TOTE, BOTTLE])
  })

  it.each<[string, unknown]>([
    ['a numeric string', '42'],
    ['zero', 0],
    ['negative', -3],
    ['a fraction', 1.5],
    ['NaN', Number.NaN],
    ['null', null],
  ])('ignores an enquiry id that is %s', (_, enquiryId) => {
    const next = enquiryReducer(stateWith({ enquiryId: 7 }), {
      type: 'hydrated',
      persisted: { enquiryId },
    })
    expect(next.enquiryId).toBe(7)
  })

  it.each<[string, unknown]>([
    ['empty', ''],
    ['blank', '   '],
    ['a number', 42],
    ['null', null],
  ])('ignores a default name that is %s', (_, defaultEnquiryName) => {
    const next = enquiryReducer(stateWith(), {
      type: 'hydrated',
      persisted: { defaultEnquiryName },
    })
    expect(next.defaultEnquiryName).toBe(NAME)
  })
})
