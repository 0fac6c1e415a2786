import { describe, expect, it } from 'vitest'

import { activeItems, itemCount } from '@/domain/enquiry-model'
import { enquiryReducer } from '@/domain/enquiry-state'
import {
  TOTE,
  TOTE_BLACK,
  BOTTLE,
  NAME,
  NEW_NAME,
  stateWith,
  localWith,
  serverWith,
  customerWithServer,
  note,
  expectEnquiryError,
} from '../support/enquiry-fixtures'

describe('enquiryReducer: customer-changed', () => {
  it('logging in keeps what the visitor collected and the stored enquiry id', () => {
    const state = stateWith({
      localEnquiry: localWith([TOTE]),
      enquiryId: 42,
      notifications: [note('n1')],
    })
    expect(enquiryReducer(state, { type: 'customer-changed', customerId: 7, newDefaultName: NEW_NAME })).toEqual({ ...state, customerId: 7 })
  })

  it('logging out clears the enquiry, its id and notifications, with a new default name', () => {
    const state = customerWithServer([TOTE], {
      localEnquiry: localWith([BOTTLE]),
      notifications: [note('n1'), note('n2')],
    })
    expect(
      enquiryReducer(state, {
        type: 'customer-changed',
        customerId: null,
        newDefaultName: NEW_NAME,
      }),
    ).toEqual({
      customerId: null,
      localEnquiry: null,
      serverEnquiry: null,
      enquiryId: null,
      defaultEnquiryName: NEW_NAME,
      notifications: [],
    })
  })

  it('switching customer clears the previous customer enquiry', () => {
    const state = customerWithServer([TOTE], { localEnquiry: localWith([BOTTLE]) })
    expect(enquiryReducer(state, { type: 'customer-changed', customerId: 8, newDefaultName: NEW_NAME })).toEqual({
      customerId: 8,
      localEnquiry: null,
      serverEnquiry: null,
      enquiryId: null,
      defaultEnquiryName: NEW_NAME,
      notifications: [],
    })
  })

  it('a visitor keeps the local enquiry but drops an enquiry id left by an expired session', () => {
    const state = stateWith({
      localEnquiry: localWith([TOTE]),
      enquiryId: 42,
      notifications: [note('n1')],
    })
    expect(
      enquiryReducer(state, {
        type: 'customer-changed',
        customerId: null,
        newDefaultName: NEW_NAME,
      }),
    ).toEqual({ ...state, enquiryId: null })
  })

  it('the same customer again changes nothing', () => {
    const state = customerWithServer([TOTE], { notifications: [note('n1')] })
    expect(enquiryReducer(state, { type: 'customer-changed', customerId: 7, newDefaultName: NEW_NAME })).toEqual(state)
  })
})

describe('enquiryReducer: item-added', () => {
  it('gives a visitor a local wishlist with the default name', () => {
    const next = enquiryReducer(stateWith(), {
      type: 'item-added',
      item: TOTE,
      notificationId: 'n1',
    })
    expect(next).toEqual({
      ...stateWith(),
      localEnquiry: {
        status: 'local',
        name: NAME,
        type: 'wishlist',
        quantity: 'Not sure',
        budget: 'Not sure',
        items: [TOTE],
      },
      notifications: [{ id: 'n1', kind: 'added', message: 'Added Tote Bag — Natural to your enquiry' }],
    })
  })

  it('appends to the local enquiry', () => {
    const localEnquiry = localWith([TOTE], { type: 'general', quantity: '250+' })
    const next = enquiryReducer(stateWith({ localEnquiry }), {
      type: 'item-added',
      item: BOTTLE,
      notificationId: 'n1',
    })
    expect(next.localEnquiry).toEqual({ ...localEnquiry, items: [TOTE, BOTTLE] })
    expect(next.notifications).toEqual([{ id: 'n1', kind: 'added', message: 'Added Drink Bottle to your enquiry' }])
  })

  it('appends to the server enquiry and leaves a local one alone', () => {
    const localEnquiry = localWith([BOTTLE])
    const state = customerWithServer([TOTE], { localEnquiry })
    const next = enquiryReducer(state, {
      type: 'item-added',
      item: TOTE_BLACK,
      notificationId: 'n1',
    })
    expect(next.serverEnquiry).toEqual(serverWith([TOTE, TOTE_BLACK]))
    expect(next.localEnquiry).toBe(localEnquiry)
    expect(next.enquiryId).toBe(42)
    expect(next.notifications).toEqual([{ id: 'n1', kind: 'added', message: 'Added Tote Bag — Black to your enquiry' }])
  })

  it('does not add the same product and variant twice, but still says it was added', () => {
    const localEnquiry = localWith([TOTE])
    const again = { ...TOTE, id: 'item-tote-again' }
    const next = enquiryReducer(stateWith({ localEnquiry }), {
      type: 'item-added',
      item: again,
      notificationId: 'n1',
    })
    expect(next.localEnquiry).toBe(localEnquiry)
    expect(next.notifications).toEqual([{ id: 'n1', kind: 'added', message: 'Added Tote Bag — Natural to your enquiry' }])
  })

  it('does not add a variantless product twice to the server enquiry', () => {
    const state = customerWithServer([BOTTLE])
    const next = enquiryReducer(state, {
      type: 'item-added',
      item: { ...BOTTLE, id: 'item-bottle-again' },
      notificationId: 'n1',
    })
    expect(next.serverEnquiry).toEqual(serverWith([BOTTLE]))
    expect(next.notifications).toHaveLength(1)
  })

  it('adds another variant of the same product', () => {
    const next = enquiryReducer(stateWith({ localEnquiry: localWith([TOTE]) }), {
      type: 'item-added',
      item: TOTE_BLACK,
      notificationId: 'n1',
    })
    expect(activeItems(next)).toEqual([TOTE, TOTE_BLACK])
  })

  it('treats a product with no variant as different from one with a variant', () => {
    const plain = { ...TOTE, id: 'item-tote-plain', variant: null }
    const next = enquiryReducer(stateWith({ localEnquiry: localWith([TOTE]) }), {
      type: 'item-added',
      item: plain,
      notificationId: 'n1',
    })
    expect(activeItems(next)).toEqual([TOTE, plain])
  })

  it('keeps the last four notifications', () => {
    const state = stateWith({
      localEnquiry: localWith([]),
      notifications: [note('n1'), note('n2'), note('n3'), note('n4')],
    })
    const next = enquiryReducer(state, { type: 'item-added', item: TOTE, notificationId: 'n5' })
    expect(next.notifications.map((notification) => notification.id)).toEqual(['n2', 'n3', 'n4', 'n5'])
  })

  it('refuses a customer with no enquiry, whose server enquiry must be created first', () => {
    expectEnquiryError(
      () =>
        enquiryReducer(stateWith({ customerId: 7 }), {
          type: 'item-added',
          item: TOTE,
          notificationId: 'n1',
        }),
      'Unexpected state in addItem',
    )
  })

  it('refuses an unexpected state', () => {
    expectEnquiryError(
      () =>
        enquiryReducer(stateWith({ customerId: 7, enquiryId: 42 }), {
          type: 'item-added',
          item: TOTE,
          notificationId: 'n1',
        }),
      'Unexpected state in addItem',
    )
  })
})

describe('enquiryReducer: item-removed', () => {
  it('removes an item from the local enquiry', () => {
    const localEnquiry = localWith([TOTE, BOTTLE, TOTE_BLACK])
    const next = enquiryReducer(stateWith({ localEnquiry }), {
      type: 'item-removed',
      itemId: 'item-bottle',
      notificationId: 'n1',
    })
    expect(next.localEnquiry).toEqual({ ...localEnquiry, items: [TOTE, TOTE_BLACK] })
    expect(next.notifications).toEqual([{ id: 'n1', kind: 'removed', message: 'Removed Drink Bottle from your enquiry' }])
  })

  it('discards the local enquiry when its last item goes', () => {
    const next = enquiryReducer(stateWith({ localEnquiry: localWith([TOTE]) }), {
      type: 'item-removed',
      itemId: 'item-tote',
      notificationId: 'n1',
    })
    expect(next).toEqual({
      ...stateWith(),
      notifications: [{ id: 'n1', kind: 'removed', message: 'Removed Tote Bag — Natural from your enquiry' }],
    })
  })

  it('keeps the server enquiry when its last item goes', () => {
    const next = enquiryReducer(customerWithServer([TOTE]), {
      type: 'item-removed',
      itemId: 'item-tote',
      notificationId: 'n1',
    })
    expect(next.serverEnquiry).toEqual(serverWith([]))
    expect(next.enquiryId).toBe(42)
    expect(itemCount(next)).toBe(0)
  })

  it('removes from the server enquiry and leaves a local one alone', () => {
    const localEnquiry = localWith([TOTE])
    const next = enquiryReducer(customerWithServer([TOTE, BOTTLE], { localEnquiry }), {
      type: 'item-removed',
      itemId: 'item-tote',
      notificationId: 'n1',
    })
    expect(next.serverEnquiry).toEqual(serverWith([BOTTLE]))
    expect(next.localEnquiry).toBe(localEnquiry)
  })

  it('changes nothing when the item is not there', () => {
    const state = stateWith({ localEnquiry: localWith([TOTE]) })
    expect(enquiryReducer(state, { type: 'item-removed', itemId: 'item-bottle', notificationId: 'n1' })).toBe(state)
  })

  it('changes nothing when there is no enquiry', () => {
    const state = stateWith()
    expect(enquiryReducer(state, { type: 'item-removed', itemId: 'item-tote', notificationId: 'n1' })).toBe(state)
  })
})
