import type { CollectionBeforeOperationHook } from 'payload'

/**
 * A customer's projects, orders and shipments (the join fields) are listed on the admin's customer
 * page, and nowhere else. Every other read skips them: above all the session lookup Payload makes
 * on every signed-in request, where three joined lists of a busy customer cost more than the
 * customer row itself. A caller that names the joins it wants still gets them.
 */
export const joinsForStaffOnly: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || args.joins !== undefined || req.user?.collection === 'staff-members') return args
  return { ...args, joins: false }
}
