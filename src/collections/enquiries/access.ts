import type { Access, PayloadRequest, Where } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'
import { readInactiveCustomerClaim } from '@/platform/session/inactive-customer-cookie'

/**
 * The customer an enquiry may belong to when written by this request: the signed-in customer, or
 * for a visitor the inactive customer this browser created or identified (signed cookie).
 */
export const enquiryOwnerFor = (req: PayloadRequest): string | number | null => {
  if (isCustomer(req.user)) return req.user!.id
  return readInactiveCustomerClaim(req.headers)?.id ?? null
}

/** A visitor's browser mark (inactive-customer-cookie.ts), kept on the enquiries it starts. */
export const visitorBrowserFor = (req: PayloadRequest): string | null =>
  isCustomer(req.user) ? null : (readInactiveCustomerClaim(req.headers)?.browser ?? null)

const openEnquiryOf = (owner: string | number): Where => ({
  and: [{ customer: { equals: owner } }, { status: { equals: 'pending' } }],
})

/**
 * A visitor's open enquiries are those this browser started: the cookie names a customer to anyone
 * who knows the email, and must not open the enquiries that customer started elsewhere.
 */
const visitorsOpenEnquiry = (req: PayloadRequest): Where | false => {
  const owner = enquiryOwnerFor(req)
  const browser = visitorBrowserFor(req)
  if (owner === null || browser === null) return false
  return { and: [openEnquiryOf(owner), { createdByBrowser: { equals: browser } }] }
}

/** Staff see all enquiries; customers their own; visitors only the open (pending) ones their browser started. */
export const readEnquiries: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (isCustomer(req.user)) return { customer: { equals: req.user!.id } }
  return visitorsOpenEnquiry(req)
}

export const updateEnquiries: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (isCustomer(req.user)) return openEnquiryOf(req.user!.id)
  return visitorsOpenEnquiry(req)
}
