import type { CollectionBeforeChangeHook, FilterOptions, PayloadRequest } from 'payload'

import { isCustomer } from './roles'

/**
 * A customer may create only documents that belong to them: whatever `customer` they send is
 * replaced by their own id, so no path can plant a document on another account.
 */
export const assignCustomerOnCreate: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !isCustomer(req.user)) return data
  return { ...data, customer: req.user!.id }
}

/**
 * For a relationship to customer-owned documents: a customer may pick only their own (Payload
 * checks this when saving, not just in the admin's list), staff and the server any.
 */
export const ownOptionsOnly: FilterOptions = ({ user }) => (isCustomer(user as PayloadRequest['user']) ? { customer: { equals: user!.id } } : true)
