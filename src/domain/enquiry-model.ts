// The visitor's enquiry: its shapes, a fresh state and what the pages read from it. A 'local'
// enquiry lives only in the browser, a 'pending' one has been created on the server, and
// 'submitted' closes it (the transitions are in enquiry-state.ts).
import { defaultName } from './default-name'
import { BUDGETS, QUANTITY_RANGES } from './enquiry-options'

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
export type ReturnedEnquiry = { id?: number | null } & Omit<ServerEnquiry, 'id'>

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

// At most four on screen, newest last, so a burst of additions doesn't bury the page.
export function addNotification(list: EnquiryNotification[], notification: EnquiryNotification): EnquiryNotification[] {
  return [...list.slice(-3), notification]
}

// One shared empty list keeps selectors referentially stable between renders.
const NO_ITEMS: EnquiryItem[] = []

export function activeEnquiry(state: EnquiryState): LocalEnquiry | ServerEnquiry | null {
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

export function isEnquiryId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}

/** The quantity range the estimate is priced at: the active enquiry's, or the first option. */
export function quantityRange(state: EnquiryState): string {
  return activeEnquiry(state)?.quantity ?? QUANTITY_RANGES[0]
}
