import { describe, expect, it } from 'vitest'
import {
  EnquiryStateError,
  STORAGE_KEYS,
  activeItems,
  addNotification,
  createLocalEnquiry,
  enquiryReducer,
  initialEnquiryState,
  itemCount,
  persistedSlice,
  planAddItem,
  planSubmit,
  quantityRange,
  type EnquiryItem,
  type EnquiryNotification,
  type EnquiryState,
  type LocalEnquiry,
  type ServerEnquiry,
} from '@/domain/enquiry-state'

// Frozen fixtures make any mutation by the reducer throw, so purity is tested everywhere.
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze)
    Object.freeze(value)
  }
  return value
}

const TOTE: EnquiryItem = deepFreeze({
  id: 'item-tote',
  product: { id: 10, title: 'Tote Bag', slug: 'tote-bag', imageUrl: '/media/tote.jpg' },
  variant: { id: 101, name: 'Natural', colour: '#f5f0e1' },
})

const TOTE_BLACK: EnquiryItem = deepFreeze({
  id: 'item-tote-black',
  product: { id: 10, title: 'Tote Bag', slug: 'tote-bag' },
  variant: { id: 102, name: 'Black', colour: '#000000' },
})

const BOTTLE: EnquiryItem = deepFreeze({
  id: 'item-bottle',
  product: { id: 20, title: 'Drink Bottle', slug: 'drink-bottle', imageUrl: null },
  variant: null,
})

const NAME = 'My Cool Swag'
const NEW_NAME = 'My Fresh Loot'

function stateWith(overrides: Partial<EnquiryState> = {}): EnquiryState {
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

function localWith(items: EnquiryItem[], overrides: Partial<LocalEnquiry> = {}): LocalEnquiry {
  return { ...createLocalEnquiry('Office Party'), items, ...overrides }
}

function serverWith(items: EnquiryItem[], overrides: Partial<ServerEnquiry> = {}): ServerEnquiry {
  return { id: 42, status: 'pending', name: 'Team Kit', items, ...overrides }
}

// A logged-in customer whose pending server enquiry has been fetched.
function customerWithServer(items: EnquiryItem[], overrides: Partial<EnquiryState> = {}) {
  return stateWith({ customerId: 7, serverEnquiry: serverWith(items), enquiryId: 42, ...overrides })
}

function note(id: string, kind: EnquiryNotification['kind'] = 'added'): EnquiryNotification {
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

function expectEnquiryError(act: () => unknown, message: string) {
  const error = errorFrom(act)
  expect(error).toBeInstanceOf(EnquiryStateError)
  expect(error).toBeInstanceOf(Error)
  expect((error as Error).message).toBe(message)
}

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
