// The visitor's enquiry as a pure state machine: a 'local' enquiry lives only in the browser,
// a 'pending' one has been created on the server, and 'submitted' closes it. The browser store
// performs the server calls the plans ask for and reports their outcome back as actions, so
// time, ids and names arrive in actions and nothing here touches the browser or the network.
import { QUANTITY_RANGES } from './enquiry-options'
import {
  activeEnquiry,
  addNotification,
  createLocalEnquiry,
  type EnquiryAction,
  type EnquiryItem,
  type EnquiryState,
  EnquiryStateError,
  isEnquiryId,
  type ItemQuoteChoice,
  type LocalEnquiry,
  type ReturnedEnquiry,
  type ServerEnquiry,
} from './enquiry-model'
import { planAddItem } from './enquiry-plans'
import { hydrated } from './enquiry-restore'

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

// Only the known fields are kept, so whatever else the server sent is not held or persisted.
function knownFields({ id, status, name, quantity, items }: ServerEnquiry): ServerEnquiry {
  return quantity === undefined ? { id, status, name, items } : { id, status, name, quantity, items }
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
