// The visitor's enquiry as a pure state machine: a 'local' enquiry lives only in the browser,
// a 'pending' one has been created on the server, and 'submitted' closes it. The browser store
// performs the server calls the plans ask for and reports their outcome back as actions, so
// time, ids and names arrive in actions and nothing here touches the browser or the network.
import { defaultName } from './default-name'
import { isPlainRecord } from './plain-record'
import { BUDGETS, ENQUIRY_INTENTS, QUANTITY_RANGES } from './enquiry-options'

export type EnquiryItem = {
  /** Generated in the browser, so an item can be removed before the server knows it. */
  id: string
  product: { id: number; title: string; slug: string; imageUrl?: string | null }
  variant: { id: number; name: string; colour: string } | null
  /** The decoration (customisation tag) chosen for the estimate, if any. */
  decoration?: number | null
  /** An exact number of this item, used instead of the enquiry's quantity range. */
  quantity?: number | null
}

/** What the buyer can change about an item for its estimate. */
export type ItemQuoteChoice = Partial<Pick<EnquiryItem, 'decoration' | 'quantity'>>

export type LocalEnquiry = {
  status: 'local'
  name: string
  type: 'wishlist' | 'general'
  quantity: string
  budget: string
  items: EnquiryItem[]
}

export type ServerEnquiry = {
  id: number
  status: 'pending' | 'submitted'
  name: string
  /** The quantity range; absent until the buyer chooses one. */
  quantity?: string
  items: EnquiryItem[]
}

export type EnquiryNotification = {
  id: string
  kind: 'added' | 'removed' | 'error' | 'submitted'
  message: string
}

export type EnquiryState = {
  customerId: number | null
  localEnquiry: LocalEnquiry | null
  serverEnquiry: ServerEnquiry | null
  enquiryId: number | null
  defaultEnquiryName: string
  notifications: EnquiryNotification[]
}

export const STORAGE_KEYS = {
  localEnquiry: 'localEnquiry',
  defaultEnquiryName: 'defaultEnquiryName',
  enquiryId: 'enquiryId',
} as const

export class EnquiryStateError extends Error {
  name = 'EnquiryStateError'
}

// The server may leave the id out when a write fails, so it is checked before it is stored.
type ReturnedEnquiry = { id?: number | null } & Omit<ServerEnquiry, 'id'>

export type EnquiryAction =
  | { type: 'customer-changed'; customerId: number | null; newDefaultName: string }
  | { type: 'item-added'; item: EnquiryItem; notificationId: string }
  | { type: 'item-removed'; itemId: string; notificationId: string }
  | { type: 'server-enquiry-created'; enquiry: ReturnedEnquiry }
  | { type: 'server-enquiry-updated'; enquiry: ReturnedEnquiry }
  | { type: 'server-enquiry-fetched'; enquiry: ServerEnquiry; newDefaultName: string }
  | {
      type: 'server-enquiry-failed'
      message: string
      newDefaultName: string
      notificationId: string
    }
  | {
      type: 'local-enquiry-updated'
      changes: Partial<Pick<LocalEnquiry, 'name' | 'type' | 'quantity' | 'budget'>>
    }
  | { type: 'item-quote-changed'; itemId: string; changes: ItemQuoteChoice }
  | { type: 'quantity-range-changed'; quantity: string }
  | { type: 'submitted'; newDefaultName: string; notificationId: string }
  | { type: 'notification-dismissed'; id: string }
  // Toasts speak about the page they appeared on; the store clears them when the route changes.
  | { type: 'notifications-cleared' }
  | {
      type: 'hydrated'
      persisted: { localEnquiry?: unknown; defaultEnquiryName?: unknown; enquiryId?: unknown }
    }

export type AddItemPlan =
  | { kind: 'add-to-server'; enquiryId: number }
  | { kind: 'add-to-local' }
  | { kind: 'create-server'; name: string; customerId: number }
  | { kind: 'create-local'; name: string }

export type SubmitPlan =
  { kind: 'create-then-submit'; enquiry: LocalEnquiry; customerId: number } | { kind: 'submit-server'; enquiryId: number; customerId: number }

export function initialEnquiryState(random?: () => number): EnquiryState {
  return {
    customerId: null,
    localEnquiry: null,
    serverEnquiry: null,
    enquiryId: null,
    defaultEnquiryName: defaultName(random),
    notifications: [],
  }
}

// "Not sure" comes first in both lists, so a new enquiry never guesses for the visitor.
export function createLocalEnquiry(name: string, type: LocalEnquiry['type'] = 'wishlist'): LocalEnquiry {
  return {
    status: 'local',
    name,
    type,
    quantity: QUANTITY_RANGES[0],
    budget: BUDGETS[0],
    items: [],
  }
}

// States in which writing to any enquiry could land on the wrong one:
// - a server enquiry while logged out: server enquiries belong to a customer and logout drops them;
// - a server enquiry whose id is not the stored enquiryId: we cannot tell which one is current;
// - a server enquiry that is not pending: a submitted enquiry is already with the team;
// - an enquiryId with no server enquiry loaded yet: writing elsewhere would fork the enquiry
//   (the store waits for 'server-enquiry-fetched' or 'server-enquiry-failed' first).
function isUnexpected({ customerId, serverEnquiry, enquiryId }: EnquiryState): boolean {
  if (!serverEnquiry) return enquiryId !== null
  return customerId === null || serverEnquiry.id !== enquiryId || serverEnquiry.status !== 'pending'
}

export function planAddItem(state: EnquiryState): AddItemPlan {
  if (isUnexpected(state)) throw new EnquiryStateError('Unexpected state in addItem')
  const { serverEnquiry, localEnquiry, customerId, defaultEnquiryName: name } = state
  if (serverEnquiry) return { kind: 'add-to-server', enquiryId: serverEnquiry.id }
  if (localEnquiry) return { kind: 'add-to-local' }
  if (customerId !== null) return { kind: 'create-server', name, customerId }
  return { kind: 'create-local', name }
}

// The customer is passed in because submitting may be what made the visitor log in.
export function planSubmit(state: EnquiryState, customerId: number): SubmitPlan {
  if (isUnexpected(state)) throw new EnquiryStateError('Unexpected state in submit')
  const { serverEnquiry } = state
  if (serverEnquiry) return { kind: 'submit-server', enquiryId: serverEnquiry.id, customerId }
  // A general enquiry needs no products, so having no enquiry yet still submits one.
  const enquiry = state.localEnquiry ?? createLocalEnquiry(state.defaultEnquiryName, 'general')
  if (enquiry.type === 'wishlist' && enquiry.items.length === 0) {
    throw new EnquiryStateError('Nothing to submit')
  }
  return { kind: 'create-then-submit', enquiry, customerId }
}

// At most four on screen, newest last, so a burst of additions doesn't bury the page.
export function addNotification(list: EnquiryNotification[], notification: EnquiryNotification): EnquiryNotification[] {
  return [...list.slice(-3), notification]
}

// One shared empty list keeps selectors referentially stable between renders.
const NO_ITEMS: EnquiryItem[] = []

function activeEnquiry(state: EnquiryState): LocalEnquiry | ServerEnquiry | null {
  return state.serverEnquiry ?? state.localEnquiry
}

export function activeItems(state: EnquiryState): EnquiryItem[] {
  return activeEnquiry(state)?.items ?? NO_ITEMS
}

export function itemCount(state: EnquiryState): number {
  return activeItems(state).length
}

export function persistedSlice(state: EnquiryState): Pick<EnquiryState, keyof typeof STORAGE_KEYS> {
  const { localEnquiry, defaultEnquiryName, enquiryId } = state
  return { localEnquiry, defaultEnquiryName, enquiryId }
}

function describeItem({ product, variant }: EnquiryItem): string {
  return variant ? `${product.title} — ${variant.name}` : product.title
}

function isSameChoice(a: EnquiryItem, b: EnquiryItem): boolean {
  return a.product.id === b.product.id && (a.variant?.id ?? null) === (b.variant?.id ?? null)
}

function withItem<E extends LocalEnquiry | ServerEnquiry>(enquiry: E, item: EnquiryItem): E {
  if (enquiry.items.some((existing) => isSameChoice(existing, item))) return enquiry
  return { ...enquiry, items: [...enquiry.items, item] }
}

function itemAdded(state: EnquiryState, item: EnquiryItem, notificationId: string): EnquiryState {
  // Creating a server enquiry needs the server: the store dispatches 'server-enquiry-created' first.
  if (planAddItem(state).kind === 'create-server') {
    throw new EnquiryStateError('Unexpected state in addItem')
  }
  const notifications = addNotification(state.notifications, {
    id: notificationId,
    kind: 'added',
    message: `Added ${describeItem(item)} to your enquiry`,
  })
  const { serverEnquiry } = state
  if (serverEnquiry) {
    return { ...state, serverEnquiry: withItem(serverEnquiry, item), notifications }
  }
  const localEnquiry = state.localEnquiry ?? createLocalEnquiry(state.defaultEnquiryName)
  return { ...state, localEnquiry: withItem(localEnquiry, item), notifications }
}

function itemRemoved(state: EnquiryState, itemId: string, notificationId: string): EnquiryState {
  const enquiry = activeEnquiry(state)
  const index = enquiry ? enquiry.items.findIndex((item) => item.id === itemId) : -1
  if (!enquiry || index === -1) return state
  const items = enquiry.items.filter((_, position) => position !== index)
  const notifications = addNotification(state.notifications, {
    id: notificationId,
    kind: 'removed',
    message: `Removed ${describeItem(enquiry.items[index])} from your enquiry`,
  })
  if (enquiry.status !== 'local') {
    return { ...state, serverEnquiry: { ...enquiry, items }, notifications }
  }
  // A local enquiry with no items holds nothing worth keeping in the browser.
  const localEnquiry = items.length === 0 ? null : { ...enquiry, items }
  return { ...state, localEnquiry, notifications }
}

function isEnquiryId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}

// Only the known fields are kept, so whatever else the server sent is not held or persisted.
function knownFields({ id, status, name, quantity, items }: ServerEnquiry): ServerEnquiry {
  return quantity === undefined ? { id, status, name, items } : { id, status, name, quantity, items }
}

/** The quantity range the estimate is priced at: the active enquiry's, or the first option. */
export function quantityRange(state: EnquiryState): string {
  return activeEnquiry(state)?.quantity ?? QUANTITY_RANGES[0]
}

function itemQuoteChanged(state: EnquiryState, itemId: string, changes: ItemQuoteChoice): EnquiryState {
  const enquiry = activeEnquiry(state)
  if (!enquiry?.items.some((item) => item.id === itemId)) return state
  const items = enquiry.items.map((item) => (item.id === itemId ? { ...item, ...changes } : item))
  return enquiry.status === 'local' ? { ...state, localEnquiry: { ...enquiry, items } } : { ...state, serverEnquiry: { ...enquiry, items } }
}

function quantityRangeChanged(state: EnquiryState, quantity: string): EnquiryState {
  if (!(QUANTITY_RANGES as readonly string[]).includes(quantity)) return state
  if (state.serverEnquiry) return { ...state, serverEnquiry: { ...state.serverEnquiry, quantity } }
  return localEnquiryUpdated(state, { quantity })
}

function returnedEnquiry(enquiry: ReturnedEnquiry, failure: string): ServerEnquiry {
  const { id } = enquiry
  if (!isEnquiryId(id)) throw new EnquiryStateError(failure)
  return knownFields({ ...enquiry, id })
}

function forgetServerEnquiry(state: EnquiryState, newDefaultName: string): EnquiryState {
  return { ...state, serverEnquiry: null, enquiryId: null, defaultEnquiryName: newDefaultName }
}

function serverEnquiryFailed(
  state: EnquiryState,
  { message, newDefaultName, notificationId }: Extract<EnquiryAction, { type: 'server-enquiry-failed' }>,
): EnquiryState {
  // 'Not Found' means the stored id points at nothing, so stop asking for it.
  const base = message === 'Not Found' ? forgetServerEnquiry(state, newDefaultName) : state
  const notifications = addNotification(state.notifications, {
    id: notificationId,
    kind: 'error',
    message,
  })
  return { ...base, notifications }
}

function customerChanged(state: EnquiryState, customerId: number | null, newDefaultName: string): EnquiryState {
  if (state.customerId !== null && state.customerId !== customerId) {
    // Everything held in this browser belonged to the customer who left.
    const signedOut = forgetServerEnquiry(state, newDefaultName)
    return { ...signedOut, customerId, localEnquiry: null, notifications: [] }
  }
  // A visitor cannot fetch a server enquiry, so an id left behind by an expired session is dropped.
  if (customerId === null) return { ...state, serverEnquiry: null, enquiryId: null }
  // Logging in keeps the local enquiry, so what the visitor collected carries into their account.
  return { ...state, customerId }
}

function localEnquiryUpdated(state: EnquiryState, changes: Partial<Pick<LocalEnquiry, 'name' | 'type' | 'quantity' | 'budget'>>): EnquiryState {
  // The server enquiry is the one that gets submitted; a local copy beside it would be ignored.
  if (state.serverEnquiry) return state
  // A general enquiry can begin at the form, before any product is added.
  const enquiry = state.localEnquiry ?? createLocalEnquiry(state.defaultEnquiryName, 'general')
  return { ...state, localEnquiry: { ...enquiry, ...changes } }
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function isEnquiryItem(value: unknown): value is EnquiryItem {
  if (!isPlainRecord(value) || typeof value.id !== 'string' || !isPlainRecord(value.product)) return false
  const { product, variant } = value
  const isProduct =
    typeof product.id === 'number' &&
    typeof product.title === 'string' &&
    typeof product.slug === 'string' &&
    (product.imageUrl == null || typeof product.imageUrl === 'string')
  const isVariant =
    variant === null ||
    (isPlainRecord(variant) && typeof variant.id === 'number' && typeof variant.name === 'string' && typeof variant.colour === 'string')
  const isChoice = (choice: unknown) => choice == null || (typeof choice === 'number' && Number.isSafeInteger(choice) && choice > 0)
  return isProduct && isVariant && isChoice(value.decoration) && isChoice(value.quantity)
}

function optionOr<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return options.find((option) => option === value) ?? fallback
}

// Storage outlives releases and can be edited by hand, so each field is checked on its own and a
// bad one falls back rather than losing the rest of the enquiry.
function restoredLocalEnquiry(value: unknown, fallbackName: string): LocalEnquiry | null {
  if (!isPlainRecord(value) || value.status !== 'local' || !Array.isArray(value.items)) return null
  const fresh = createLocalEnquiry(fallbackName)
  return {
    status: 'local',
    name: isNonEmptyString(value.name) ? value.name : fresh.name,
    type: optionOr(ENQUIRY_INTENTS, value.type, fresh.type),
    quantity: optionOr(QUANTITY_RANGES, value.quantity, fresh.quantity),
    budget: optionOr(BUDGETS, value.budget, fresh.budget),
    items: value.items.filter(isEnquiryItem),
  }
}

function hydrated(state: EnquiryState, persisted: Extract<EnquiryAction, { type: 'hydrated' }>['persisted']): EnquiryState {
  const defaultEnquiryName = isNonEmptyString(persisted.defaultEnquiryName) ? persisted.defaultEnquiryName : state.defaultEnquiryName
  return {
    ...state,
    defaultEnquiryName,
    localEnquiry: restoredLocalEnquiry(persisted.localEnquiry, defaultEnquiryName) ?? state.localEnquiry,
    enquiryId: isEnquiryId(persisted.enquiryId) ? persisted.enquiryId : state.enquiryId,
  }
}

export function enquiryReducer(state: EnquiryState, action: EnquiryAction): EnquiryState {
  switch (action.type) {
    case 'customer-changed':
      return customerChanged(state, action.customerId, action.newDefaultName)
    case 'item-added':
      return itemAdded(state, action.item, action.notificationId)
    case 'item-removed':
      return itemRemoved(state, action.itemId, action.notificationId)
    case 'server-enquiry-created': {
      const serverEnquiry = returnedEnquiry(action.enquiry, 'Failed to create enquiry')
      // The server copy replaces the local one, so the local one is not kept alongside it.
      return { ...state, serverEnquiry, enquiryId: serverEnquiry.id, localEnquiry: null }
    }
    case 'server-enquiry-updated': {
      const serverEnquiry = returnedEnquiry(action.enquiry, 'Failed to update enquiry')
      return { ...state, serverEnquiry, enquiryId: serverEnquiry.id }
    }
    case 'server-enquiry-fetched': {
      // Only a pending enquiry can still change; any other is finished, so start afresh.
      if (action.enquiry.status !== 'pending') return forgetServerEnquiry(state, action.newDefaultName)
      return { ...state, serverEnquiry: knownFields(action.enquiry), enquiryId: action.enquiry.id }
    }
    case 'server-enquiry-failed':
      return serverEnquiryFailed(state, action)
    case 'local-enquiry-updated':
      return localEnquiryUpdated(state, action.changes)
    case 'item-quote-changed':
      return itemQuoteChanged(state, action.itemId, action.changes)
    case 'quantity-range-changed':
      return quantityRangeChanged(state, action.quantity)
    case 'submitted': {
      const name = activeEnquiry(state)?.name ?? state.defaultEnquiryName
      const cleared = forgetServerEnquiry(state, action.newDefaultName)
      return {
        ...cleared,
        localEnquiry: null,
        notifications: [
          {
            id: action.notificationId,
            kind: 'submitted',
            message: `Your enquiry "${name}" has been submitted`,
          },
        ],
      }
    }
    case 'notification-dismissed':
      return {
        ...state,
        notifications: state.notifications.filter((notification) => notification.id !== action.id),
      }
    case 'notifications-cleared':
      return state.notifications.length === 0 ? state : { ...state, notifications: [] }
    case 'hydrated':
      return hydrated(state, action.persisted)
  }
}
