// Enquiry fixtures shared by the enquiry state machine's unit tests.
import { expect } from 'vitest'

import {
  createLocalEnquiry,
  type EnquiryItem,
  type EnquiryNotification,
  type EnquiryState,
  EnquiryStateError,
  type LocalEnquiry,
  type ServerEnquiry,
} from '@/domain/enquiry-model'

// Frozen fixtures make any mutation by the reducer throw, so purity is tested everywhere.
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze)
    Object.freeze(value)
  }
  return value
}

export const TOTE: EnquiryItem = deepFreeze({
  id: 'item-tote',
  product: { id: 10, title: 'Tote Bag', slug: 'tote-bag', imageUrl: '/media/tote.jpg' },
  variant: { id: 101, name: 'Natural', colour: '#f5f0e1' },
})

export const TOTE_BLACK: EnquiryItem = deepFreeze({
  id: 'item-tote-black',
  product: { id: 10, title: 'Tote Bag', slug: 'tote-bag' },
  variant: { id: 102, name: 'Black', colour: '#000000' },
})

export const BOTTLE: EnquiryItem = deepFreeze({
  id: 'item-bottle',
  product: { id: 20, title: 'Drink Bottle', slug: 'drink-bottle', imageUrl: null },
  variant: null,
})

export const NAME = 'My Cool Swag'
export const NEW_NAME = 'My Fresh Loot'

export function stateWith(overrides: Partial<EnquiryState> = {}): EnquiryState {
  return deepFreeze({
    customerId: null,
    localEnquiry: null,
    serverEnquiry: null,
    enquiryId: null,
    defaultEnquiryName: NAME,
    notifications: [],
    ...overrides,
  })
}

export function localWith(items: EnquiryItem[], overrides: Partial<LocalEnquiry> = {}): LocalEnquiry {
  return { ...createLocalEnquiry('Office Party'), items, ...overrides }
}

export function serverWith(items: EnquiryItem[], overrides: Partial<ServerEnquiry> = {}): ServerEnquiry {
  return { id: 42, status: 'pending', name: 'Team Kit', items, ...overrides }
}

// A logged-in customer whose pending server enquiry has been fetched.
export function customerWithServer(items: EnquiryItem[], overrides: Partial<EnquiryState> = {}) {
  return stateWith({ customerId: 7, serverEnquiry: serverWith(items), enquiryId: 42, ...overrides })
}

export function note(id: string, kind: EnquiryNotification['kind'] = 'added'): EnquiryNotification {
  return { id, kind, message: `message ${id}` }
}

function errorFrom(act: () => unknown): unknown {
  try {
    act()
  } catch (error) {
    return error
  }
  throw new Error('expected an error')
}

export function expectEnquiryError(act: () => unknown, message: string) {
  const error = errorFrom(act)
  expect(error).toBeInstanceOf(EnquiryStateError)
  expect(error).toBeInstanceOf(Error)
  expect((error as Error).message).toBe(message)
}
