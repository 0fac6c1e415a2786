import { describe, expect, it } from 'vitest'

import { type EnquiryState } from '@/domain/enquiry-model'
import { planAddItem, planSubmit } from '@/domain/enquiry-plans'
import { TOTE, BOTTLE, NAME, stateWith, localWith, serverWith, customerWithServer, expectEnquiryError } from '../support/enquiry-fixtures'

describe('planAddItem', () => {
  it('adds to the server enquiry when one is loaded', () => {
    expect(planAddItem(customerWithServer([TOTE]))).toEqual({
      kind: 'add-to-server',
      enquiryId: 42,
    })
  })

  it('prefers the server enquiry over a local one', () => {
    const state = customerWithServer([], { localEnquiry: localWith([BOTTLE]) })
    expect(planAddItem(state)).toEqual({ kind: 'add-to-server', enquiryId: 42 })
  })

  it('adds to the local enquiry for a visitor who has one', () => {
    expect(planAddItem(stateWith({ localEnquiry: localWith([TOTE]) }))).toEqual({
      kind: 'add-to-local',
    })
  })

  it('adds to the local enquiry for a customer who only has that', () => {
    const state = stateWith({ customerId: 7, localEnquiry: localWith([]) })
    expect(planAddItem(state)).toEqual({ kind: 'add-to-local' })
  })

  it('creates a pending server enquiry for a customer with no enquiry', () => {
    expect(planAddItem(stateWith({ customerId: 7 }))).toEqual({
      kind: 'create-server',
      name: NAME,
      customerId: 7,
    })
  })

  it('creates a local enquiry for a visitor with no enquiry', () => {
    expect(planAddItem(stateWith())).toEqual({ kind: 'create-local', name: NAME })
  })

  it.each<[string, Partial<EnquiryState>]>([
    ['a server enquiry while logged out', { serverEnquiry: serverWith([]), enquiryId: 42 }],
    ['a server and a local enquiry while logged out', { serverEnquiry: serverWith([]), enquiryId: 42, localEnquiry: localWith([TOTE]) }],
    ['a stored enquiry id not yet loaded', { customerId: 7, enquiryId: 42 }],
    ['a stored enquiry id not yet loaded for a visitor', { enquiryId: 42 }],
    ['a stored enquiry id not yet loaded beside a local enquiry', { customerId: 7, enquiryId: 42, localEnquiry: localWith([TOTE]) }],
    ['a server enquiry that is not the stored one', { customerId: 7, serverEnquiry: serverWith([]), enquiryId: 43 }],
    ['a server enquiry with no stored id', { customerId: 7, serverEnquiry: serverWith([]), enquiryId: null }],
    ['a submitted server enquiry', { customerId: 7, serverEnquiry: serverWith([], { status: 'submitted' }), enquiryId: 42 }],
  ])('refuses %s', (_, overrides) => {
    expectEnquiryError(() => planAddItem(stateWith(overrides)), 'Unexpected state in addItem')
  })
})

describe('planSubmit', () => {
  it('creates a local enquiry on the server, then submits it', () => {
    const localEnquiry = localWith([TOTE], { type: 'wishlist', quantity: '50 to 100' })
    expect(planSubmit(stateWith({ customerId: 7, localEnquiry }), 7)).toEqual({
      kind: 'create-then-submit',
      enquiry: localEnquiry,
      customerId: 7,
    })
  })

  it('uses the customer given, as the visitor may have just logged in', () => {
    const localEnquiry = localWith([TOTE])
    expect(planSubmit(stateWith({ localEnquiry }), 9)).toEqual({
      kind: 'create-then-submit',
      enquiry: localEnquiry,
      customerId: 9,
    })
  })

  it('submits a server enquiry with the customer set', () => {
    expect(planSubmit(customerWithServer([TOTE]), 7)).toEqual({
      kind: 'submit-server',
      enquiryId: 42,
      customerId: 7,
    })
  })

  it('submits the server enquiry rather than a local one beside it', () => {
    const state = customerWithServer([TOTE], { localEnquiry: localWith([BOTTLE]) })
    expect(planSubmit(state, 7)).toEqual({ kind: 'submit-server', enquiryId: 42, customerId: 7 })
  })

  it('submits a general enquiry with no products when there is no enquiry', () => {
    expect(planSubmit(stateWith({ customerId: 7 }), 7)).toEqual({
      kind: 'create-then-submit',
      enquiry: {
        status: 'local',
        name: NAME,
        type: 'general',
        quantity: 'Not sure',
        budget: 'Not sure',
        items: [],
      },
      customerId: 7,
    })
  })

  it('submits a local general enquiry with no products', () => {
    const localEnquiry = localWith([], { type: 'general', budget: '$200+' })
    expect(planSubmit(stateWith({ localEnquiry }), 7)).toEqual({
      kind: 'create-then-submit',
      enquiry: localEnquiry,
      customerId: 7,
    })
  })

  it('refuses a wishlist with no products', () => {
    const state = stateWith({ localEnquiry: localWith([], { type: 'wishlist' }) })
    expectEnquiryError(() => planSubmit(state, 7), 'Nothing to submit')
  })

  it.each<[string, Partial<EnquiryState>]>([
    ['a stored enquiry id not yet loaded', { customerId: 7, enquiryId: 42 }],
    ['a submitted server enquiry', { customerId: 7, serverEnquiry: serverWith([], { status: 'submitted' }), enquiryId: 42 }],
    ['a server enquiry that is not the stored one', { customerId: 7, serverEnquiry: serverWith([]), enquiryId: 43 }],
  ])('refuses %s', (_, overrides) => {
    expectEnquiryError(() => planSubmit(stateWith(overrides), 7), 'Unexpected state in submit')
  })
})
