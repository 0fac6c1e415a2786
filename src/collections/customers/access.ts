import type { Access } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'

/** A customer reads and edits only their own record. */
export const selfOrStaff: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (isCustomer(req.user)) return { id: { equals: req.user!.id } }
  return false
}
