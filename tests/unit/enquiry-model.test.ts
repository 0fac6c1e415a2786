import { describe, expect, it } from 'vitest'

import {
  EnquiryStateError,
  STORAGE_KEYS,
  activeItems,
  addNotification,
  createLocalEnquiry,
  initialEnquiryState,
  itemCount,
  persistedSlice,
  type EnquiryNotification,
} from '@/domain/enquiry-model'
import { deepFreeze, TOTE, TOTE_BLACK, BOTTLE, NAME, stateWith, localWith, customerWithServer, note } from '../support/enquiry-fixtures'

describe('STORAGE_KEYS', () => {
  it('names the persisted values as the browser stores them', () => {
    expect(STORAGE_KEYS).toEqual({
      localEnquiry: 'localEnquiry',
      defaultEnquiryName: 'defaultEnquiryName',
      enquiryId: 'enquiryId',
    })
  })
})

describe('EnquiryStateError', () => {
  it('is an Error with its own name', () => {
    const error = new EnquiryStateError('Unexpected state in addItem')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('EnquiryStateError')
    expect(error.message).toBe('Unexpected state in addItem')
  })
})

describe('initialEnquiryState', () => {
  it('starts empty with a default name from the injected randomness', () => {
    expect(initialEnquiryState(() => 0)).toEqual({
      customerId: null,
      localEnquiry: null,
      serverEnquiry: null,
      enquiryId: null,
      defaultEnquiryName: 'My Awesome Swag',
      notifications: [],
    })
  })

  it('uses the last name words for the top of the random range', () => {
    expect(initialEnquiryState(() => 0.999).defaultEnquiryName).toBe('My Exciting Drop')
  })

  it('generates a name when no randomness is given', () => {
    expect(initialEnquiryState().defaultEnquiryName).toMatch(/^My [A-Z][a-z]+ [A-Z][a-z]+$/)
  })
})

describe('createLocalEnquiry', () => {
  it('is a wishlist with the first quantity and budget options', () => {
    expect(createLocalEnquiry('My Epic Kit')).toEqual({
      status: 'local',
      name: 'My Epic Kit',
      type: 'wishlist',
      quantity: 'Not sure',
      budget: 'Not sure',
      items: [],
    })
  })

  it('can be a general enquiry', () => {
    expect(createLocalEnquiry('My Epic Kit', 'general').type).toBe('general')
  })
})

describe('addNotification', () => {
  it('keeps the last three plus the newest, in order', () => {
    let list: EnquiryNotification[] = []
    for (const id of ['n1', 'n2', 'n3', 'n4', 'n5', 'n6']) list = addNotification(list, note(id))
    expect(list.map((notification) => notification.id)).toEqual(['n3', 'n4', 'n5', 'n6'])
  })

  it('keeps everything under the cap', () => {
    expect(addNotification([note('n1'), note('n2')], note('n3'))).toEqual([note('n1'), note('n2'), note('n3')])
  })

  it('leaves the given list alone', () => {
    const list = deepFreeze([note('n1'), note('n2'), note('n3'), note('n4')])
    expect(addNotification(list, note('n5'))).toEqual([note('n2'), note('n3'), note('n4'), note('n5')])
    expect(list).toHaveLength(4)
  })
})

describe('activeItems and itemCount', () => {
  it('are empty with no enquiry', () => {
    expect(activeItems(stateWith())).toEqual([])
    expect(itemCount(stateWith())).toBe(0)
  })

  it('give the same empty list each time, so selectors stay stable', () => {
    expect(activeItems(stateWith())).toBe(activeItems(stateWith({ customerId: 7 })))
  })

  it('read the local enquiry', () => {
    const state = stateWith({ localEnquiry: localWith([TOTE, BOTTLE]) })
    expect(activeItems(state)).toEqual([TOTE, BOTTLE])
    expect(itemCount(state)).toBe(2)
  })

  it('read the server enquiry ahead of a local one', () => {
    const state = customerWithServer([BOTTLE], { localEnquiry: localWith([TOTE, TOTE_BLACK]) })
    expect(activeItems(state)).toEqual([BOTTLE])
    expect(itemCount(state)).toBe(1)
  })

  it('count an empty server enquiry as none', () => {
    expect(itemCount(customerWithServer([]))).toBe(0)
  })
})

describe('persistedSlice', () => {
  it('is exactly what the browser keeps', () => {
    const localEnquiry = localWith([TOTE])
    const state = customerWithServer([BOTTLE], {
      localEnquiry,
      notifications: [note('n1')],
    })
    expect(persistedSlice(state)).toEqual({ localEnquiry, defaultEnquiryName: NAME, enquiryId: 42 })
  })

  it('uses the storage keys', () => {
    expect(Object.keys(persistedSlice(stateWith())).sort()).toEqual(Object.keys(STORAGE_KEYS).sort())
  })
})
