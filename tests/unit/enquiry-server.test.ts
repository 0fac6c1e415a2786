import { describe, expect, it } from 'vitest'

import { planAddItem } from '@/domain/enquiry-plans'
import { enquiryReducer } from '@/domain/enquiry-state'
import {
  TOTE,
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

describe('enquiryReducer: server-enquiry-created', () => {
  it('stores the pending enquiry and its id in place of the local one', () => {
    const state = stateWith({ customerId: 7, localEnquiry: localWith([TOTE]) })
    const next = enquiryReducer(state, {
      type: 'server-enquiry-created',
      enquiry: serverWith([TOTE]),
    })
    expect(next).toEqual({
      ...state,
      localEnquiry: null,
      serverEnquiry: serverWith([TOTE]),
      enquiryId: 42,
    })
  })

  it('keeps only the enquiry fields the server sent back', () => {
    const returned = { ...serverWith([]), createdAt: '2025-01-01T00:00:00.000Z', customer: 7 }
    const next = enquiryReducer(stateWith({ customerId: 7 }), {
      type: 'server-enquiry-created',
      enquiry: returned,
    })
    expect(next.serverEnquiry).toEqual(serverWith([]))
  })

  it.each([null, undefined, 0])('fails when the id returned is %s', (id) => {
    expectEnquiryError(
      () =>
        enquiryReducer(stateWith({ customerId: 7 }), {
          type: 'server-enquiry-created',
          enquiry: { id, status: 'pending', name: 'Team Kit', items: [] },
        }),
      'Failed to create enquiry',
    )
  })

  it('fails when no id is returned at all', () => {
    expectEnquiryError(
      () =>
        enquiryReducer(stateWith({ customerId: 7 }), {
          type: 'server-enquiry-created',
          enquiry: { status: 'pending', name: 'Team Kit', items: [] },
        }),
      'Failed to create enquiry',
    )
  })
})

describe('enquiryReducer: server-enquiry-updated', () => {
  it('stores the updated enquiry', () => {
    const next = enquiryReducer(customerWithServer([TOTE]), {
      type: 'server-enquiry-updated',
      enquiry: serverWith([TOTE], { status: 'submitted' }),
    })
    expect(next.serverEnquiry).toEqual(serverWith([TOTE], { status: 'submitted' }))
    expect(next.enquiryId).toBe(42)
  })

  it.each([null, undefined])('fails when the id returned is %s', (id) => {
    expectEnquiryError(
      () =>
        enquiryReducer(customerWithServer([TOTE]), {
          type: 'server-enquiry-updated',
          enquiry: { id, status: 'submitted', name: 'Team Kit', items: [] },
        }),
      'Failed to update enquiry',
    )
  })
})

describe('enquiryReducer: server-enquiry-fetched', () => {
  it('stores a pending enquiry and its id', () => {
    const state = stateWith({ customerId: 7, enquiryId: 42 })
    const next = enquiryReducer(state, {
      type: 'server-enquiry-fetched',
      enquiry: serverWith([TOTE]),
      newDefaultName: NEW_NAME,
    })
    expect(next).toEqual({ ...state, serverEnquiry: serverWith([TOTE]) })
    expect(planAddItem(next)).toEqual({ kind: 'add-to-server', enquiryId: 42 })
  })

  it('forgets an enquiry that is no longer pending and picks a new default name', () => {
    const localEnquiry = localWith([BOTTLE])
    const state = stateWith({ customerId: 7, enquiryId: 42, localEnquiry })
    const next = enquiryReducer(state, {
      type: 'server-enquiry-fetched',
      enquiry: serverWith([TOTE], { status: 'submitted' }),
      newDefaultName: NEW_NAME,
    })
    expect(next).toEqual({
      ...state,
      serverEnquiry: null,
      enquiryId: null,
      defaultEnquiryName: NEW_NAME,
    })
    expect(planAddItem(next)).toEqual({ kind: 'add-to-local' })
  })
})

describe('enquiryReducer: server-enquiry-failed', () => {
  it('forgets the stored enquiry when it is Not Found', () => {
    const state = customerWithServer([TOTE])
    const next = enquiryReducer(state, {
      type: 'server-enquiry-failed',
      message: 'Not Found',
      newDefaultName: NEW_NAME,
      notificationId: 'n1',
    })
    expect(next).toEqual({
      ...state,
      serverEnquiry: null,
      enquiryId: null,
      defaultEnquiryName: NEW_NAME,
      notifications: [{ id: 'n1', kind: 'error', message: 'Not Found' }],
    })
  })

  it('keeps the stored enquiry on any other error', () => {
    const state = customerWithServer([TOTE])
    const next = enquiryReducer(state, {
      type: 'server-enquiry-failed',
      message: 'Internal Server Error',
      newDefaultName: NEW_NAME,
      notificationId: 'n1',
    })
    expect(next).toEqual({
      ...state,
      notifications: [{ id: 'n1', kind: 'error', message: 'Internal Server Error' }],
    })
  })

  it.each(['not found', 'Enquiry Not Found'])('keeps the stored enquiry on %j', (message) => {
    const next = enquiryReducer(customerWithServer([TOTE]), {
      type: 'server-enquiry-failed',
      message,
      newDefaultName: NEW_NAME,
      notificationId: 'n1',
    })
    expect(next.enquiryId).toBe(42)
  })

  it('keeps the last four notifications', () => {
    const state = stateWith({ notifications: [note('n1'), note('n2'), note('n3'), note('n4')] })
    const next = enquiryReducer(state, {
      type: 'server-enquiry-failed',
      message: 'Network Error',
      newDefaultName: NEW_NAME,
      notificationId: 'n5',
    })
    expect(next.notifications).toEqual([note('n2'), note('n3'), note('n4'), { id: 'n5', kind: 'error', message: 'Network Error' }])
  })
})

describe('enquiryReducer: local-enquiry-updated', () => {
  it('changes the local enquiry and keeps its items', () => {
    const localEnquiry = localWith([TOTE])
    const next = enquiryReducer(stateWith({ localEnquiry }), {
      type: 'local-enquiry-updated',
      changes: { name: 'Conference Packs', quantity: '100 to 250', budget: 'Under $50' },
    })
    expect(next.localEnquiry).toEqual({
      status: 'local',
      name: 'Conference Packs',
      type: 'wishlist',
      quantity: '100 to 250',
      budget: 'Under $50',
      items: [TOTE],
    })
  })

  it('starts a general enquiry with the default name when there is none', () => {
    const next = enquiryReducer(stateWith(), {
      type: 'local-enquiry-updated',
      changes: { budget: '$50 to $100' },
    })
    expect(next.localEnquiry).toEqual({
      status: 'local',
      name: NAME,
      type: 'general',
      quantity: 'Not sure',
      budget: '$50 to $100',
      items: [],
    })
  })

  it('changes nothing while a server enquiry is the one to submit', () => {
    const state = customerWithServer([TOTE])
    expect(enquiryReducer(state, { type: 'local-enquiry-updated', changes: { name: 'Ignored' } })).toBe(state)
  })
})

describe('enquiryReducer: submitted', () => {
  it('clears the enquiry and leaves one submitted notification', () => {
    const state = customerWithServer([TOTE], {
      localEnquiry: localWith([BOTTLE]),
      notifications: [note('n1'), note('n2')],
    })
    expect(enquiryReducer(state, { type: 'submitted', newDefaultName: NEW_NAME, notificationId: 'n3' })).toEqual({
      customerId: 7,
      localEnquiry: null,
      serverEnquiry: null,
      enquiryId: null,
      defaultEnquiryName: NEW_NAME,
      notifications: [{ id: 'n3', kind: 'submitted', message: 'Your enquiry "Team Kit" has been submitted' }],
    })
  })

  it('names the local enquiry when there is no server one', () => {
    const next = enquiryReducer(stateWith({ customerId: 7, localEnquiry: localWith([TOTE]) }), {
      type: 'submitted',
      newDefaultName: NEW_NAME,
      notificationId: 'n1',
    })
    expect(next.notifications).toEqual([{ id: 'n1', kind: 'submitted', message: 'Your enquiry "Office Party" has been submitted' }])
  })

  it('names the default name when there is no enquiry', () => {
    const next = enquiryReducer(stateWith({ customerId: 7 }), {
      type: 'submitted',
      newDefaultName: NEW_NAME,
      notificationId: 'n1',
    })
    expect(next.notifications[0].message).toBe('Your enquiry "My Cool Swag" has been submitted')
    expect(next.defaultEnquiryName).toBe(NEW_NAME)
  })
})

describe('enquiryReducer: notification-dismissed', () => {
  it('removes only that notification', () => {
    const state = stateWith({ notifications: [note('n1'), note('n2'), note('n3')] })
    expect(enquiryReducer(state, { type: 'notification-dismissed', id: 'n2' }).notifications).toEqual([note('n1'), note('n3')])
  })

  it('keeps every notification when the id is unknown', () => {
    const state = stateWith({ notifications: [note('n1')] })
    expect(enquiryReducer(state, { type: 'notification-dismissed', id: 'n9' }).notifications).toEqual([note('n1')])
  })
})

describe('enquiryReducer: notifications-cleared', () => {
  it('drops every notification and keeps the enquiry', () => {
    const state = stateWith({ localEnquiry: localWith([TOTE]), notifications: [note('n1'), note('n2')] })
    const next = enquiryReducer(state, { type: 'notifications-cleared' })
    expect(next.notifications).toEqual([])
    expect(next.localEnquiry).toBe(state.localEnquiry)
  })

  it('returns the same state when there is nothing to clear, so nothing re-renders', () => {
    const state = stateWith({ notifications: [] })
    expect(enquiryReducer(state, { type: 'notifications-cleared' })).toBe(state)
  })
})
