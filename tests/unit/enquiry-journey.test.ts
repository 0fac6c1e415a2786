import { describe, expect, it } from 'vitest'

import { activeItems, createLocalEnquiry, initialEnquiryState, quantityRange, type EnquiryItem, type EnquiryState } from '@/domain/enquiry-model'
import { planAddItem, planSubmit } from '@/domain/enquiry-plans'
import { enquiryReducer } from '@/domain/enquiry-state'
import { deepFreeze, TOTE, BOTTLE, NAME, NEW_NAME } from '../support/enquiry-fixtures'

describe('an enquiry from first product to submission', () => {
  it('moves from local to pending to submitted and starts afresh', () => {
    let state = initialEnquiryState(() => 0)
    expect(planAddItem(state)).toEqual({ kind: 'create-local', name: 'My Awesome Swag' })
    state = enquiryReducer(state, { type: 'item-added', item: TOTE, notificationId: 'n1' })
    state = enquiryReducer(state, { type: 'item-added', item: BOTTLE, notificationId: 'n2' })
    state = enquiryReducer(state, {
      type: 'customer-changed',
      customerId: 7,
      newDefaultName: NEW_NAME,
    })

    const plan = planSubmit(state, 7)
    expect(plan).toEqual({
      kind: 'create-then-submit',
      enquiry: { ...createLocalEnquiry('My Awesome Swag'), items: [TOTE, BOTTLE] },
      customerId: 7,
    })

    state = enquiryReducer(state, {
      type: 'server-enquiry-created',
      enquiry: { id: 99, status: 'pending', name: 'My Awesome Swag', items: [TOTE, BOTTLE] },
    })
    expect(state.enquiryId).toBe(99)
    expect(planSubmit(state, 7)).toEqual({ kind: 'submit-server', enquiryId: 99, customerId: 7 })

    state = enquiryReducer(state, {
      type: 'server-enquiry-updated',
      enquiry: { id: 99, status: 'submitted', name: 'My Awesome Swag', items: [TOTE, BOTTLE] },
    })
    state = enquiryReducer(state, {
      type: 'submitted',
      newDefaultName: NEW_NAME,
      notificationId: 'n3',
    })

    expect(state).toEqual({
      customerId: 7,
      localEnquiry: null,
      serverEnquiry: null,
      enquiryId: null,
      defaultEnquiryName: NEW_NAME,
      notifications: [
        {
          id: 'n3',
          kind: 'submitted',
          message: 'Your enquiry "My Awesome Swag" has been submitted',
        },
      ],
    })
    expect(planAddItem(state)).toEqual({ kind: 'create-server', name: NEW_NAME, customerId: 7 })
  })
})

describe('the estimate’s choices', () => {
  const local = (items: EnquiryItem[]): EnquiryState =>
    deepFreeze({ ...initialEnquiryState(() => 0), localEnquiry: { ...createLocalEnquiry(NAME), items } })
  const server = (items: EnquiryItem[]): EnquiryState =>
    deepFreeze({ ...initialEnquiryState(() => 0), customerId: 5, enquiryId: 9, serverEnquiry: { id: 9, status: 'pending', name: NAME, items } })

  it('sets an item’s decoration and exact quantity, leaving the others', () => {
    const next = enquiryReducer(local([TOTE, BOTTLE]), { type: 'item-quote-changed', itemId: TOTE.id, changes: { decoration: 4, quantity: 120 } })
    expect(activeItems(next)).toEqual([{ ...TOTE, decoration: 4, quantity: 120 }, BOTTLE])
    const cleared = enquiryReducer(next, { type: 'item-quote-changed', itemId: TOTE.id, changes: { quantity: null } })
    expect(activeItems(cleared)[0]).toMatchObject({ decoration: 4, quantity: null })
  })

  it('changes the items of a server enquiry the same way, and ignores an unknown item', () => {
    const next = enquiryReducer(server([BOTTLE]), { type: 'item-quote-changed', itemId: BOTTLE.id, changes: { decoration: 2 } })
    expect(next.serverEnquiry?.items[0]).toMatchObject({ decoration: 2 })
    const state = server([BOTTLE])
    expect(enquiryReducer(state, { type: 'item-quote-changed', itemId: 'nope', changes: { quantity: 3 } })).toBe(state)
  })

  it('prices at the chosen range, on a local or a server enquiry; an unknown range is ignored', () => {
    expect(quantityRange(local([TOTE]))).toBe('Not sure')
    expect(quantityRange(enquiryReducer(local([TOTE]), { type: 'quantity-range-changed', quantity: '250+' }))).toBe('250+')
    expect(quantityRange(enquiryReducer(server([TOTE]), { type: 'quantity-range-changed', quantity: '50 to 100' }))).toBe('50 to 100')
    const state = local([TOTE])
    expect(enquiryReducer(state, { type: 'quantity-range-changed', quantity: 'a million' })).toBe(state)
  })

  it('restores stored choices, and drops an item whose stored quantity is not a whole positive number', () => {
    const stored = {
      ...createLocalEnquiry(NAME),
      items: [
        { ...TOTE, decoration: 3, quantity: 40 },
        { ...BOTTLE, quantity: -2 },
      ],
    }
    const next = enquiryReducer(
      initialEnquiryState(() => 0),
      { type: 'hydrated', persisted: { localEnquiry: stored } },
    )
    expect(activeItems(next)).toEqual([{ ...TOTE, decoration: 3, quantity: 40 }])
  })
})
