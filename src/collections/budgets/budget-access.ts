import type { Access } from 'payload'

import { isCustomer } from '@/access/roles'
import { memberMay } from '@/collections/companies/membership-access'

/** A company's budgets: staff, the members who see its spend (owner, finance), and each member their own. */
export const budgetReaders =
  (memberField: string): Access =>
  async (args) => {
    const spend = await memberMay('readSpend')(args)
    if (spend === true || !isCustomer(args.req.user)) return spend
    const own = { [memberField]: { equals: args.req.user!.id } }
    return spend === false ? own : { or: [spend, own] }
  }
