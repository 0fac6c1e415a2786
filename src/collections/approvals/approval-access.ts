import type { Access } from 'payload'

import { isCustomer } from '@/access/roles'
import { memberMay } from '@/collections/companies/membership-access'

/** A company's held requests: staff, the members whose role approves, and whoever asked for each. */
export const approvalReaders: Access = async (args) => {
  const approvers = await memberMay('approve')(args)
  if (approvers === true || !isCustomer(args.req.user)) return approvers
  const own = { requestedBy: { equals: args.req.user!.id } }
  return approvers === false ? own : { or: [approvers, own] }
}
