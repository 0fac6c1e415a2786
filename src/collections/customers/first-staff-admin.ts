import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The first staff account is an admin, whatever its form said: Payload's first-user screen shows
 * the role with "Staff" chosen, and a shop whose only account cannot add staff is stuck.
 */
export const firstStaffIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'staff-members', req, overrideAccess: true })
  return totalDocs === 0 ? { ...data, role: 'admin' } : data
}
