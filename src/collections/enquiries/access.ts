import type { Access, PayloadRequest, Where } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'
import { readInactiveCustomerClaim } from '@/lib/inactive-customer-cookie'

/**
 * The customer an enquiry may belong to when written by this request: the signed-in customer, or
 * for a visitor the inactive customer this browser created or identified (signed cookie).
 */
export const enquiryOwnerFor = (req: PayloadRequest): string | number | null => {
  if (isCustomer(req.user)) return req.user!.id
  return readInactiveCustomerClaim(req.headers)?.id ?? null
}

const openEnquiryOf = (owner: string | number): Where => ({
  and: [{ customer: { equals: owner } }, { status: { equals: 'pending' } }],
})

/** Staff see all enquiries; others only their own open (pending) one. */
export const readEnquiries: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const owner = enquiryOwnerFor(req)
  if (owner === null) return false
  return isCustomer(req.user) ? { customer: { equals: owner } } : openEnquiryOf(owner)
}

export const updateEnquiries: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  const owner = enquiryOwnerFor(req)
  if (owner === null) return false
  return openEnquiryOf(owner)
}
