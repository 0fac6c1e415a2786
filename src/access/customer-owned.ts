import type { CollectionBeforeChangeHook } from 'payload'

import { isCustomer } from './roles'

/**
 * A customer may create only documents that belong to them: whatever `customer` they send is
 * replaced by their own id, so no path can plant a document on another account.
 */
export const assignCustomerOnCreate: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || !isCustomer(req.user)) return data
  return { ...data, customer: req.user!.id }
}
