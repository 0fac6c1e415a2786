// What adding an item or submitting asks the browser store to do, decided from the state alone.
import { createLocalEnquiry, EnquiryStateError, type EnquiryState, type LocalEnquiry } from './enquiry-model'

export type AddItemPlan =
  | { kind: 'add-to-server'; enquiryId: number }
  | { kind: 'add-to-local' }
  | { kind: 'create-server'; name: string; customerId: number }
  | { kind: 'create-local'; name: string }

export type SubmitPlan =
  { kind: 'create-then-submit'; enquiry: LocalEnquiry; customerId: number } | { kind: 'submit-server'; enquiryId: number; customerId: number }

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
