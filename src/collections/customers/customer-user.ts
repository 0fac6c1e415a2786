import type { Workspace } from '@/collections/companies/member-companies'
import type { Customer, StaffMember } from '@/payload-types'

/** The staff member viewing the dashboard as a customer, carried on that customer's user so the audit log names them. */
export type ViewedByStaff = { viewedBy: { id: number; email: string } }

/**
 * The user the Local API runs as: a customer document tagged with its auth collection, and the
 * company the dashboard acts in for them (what they create is filed under it).
 */
export type CustomerUser = Customer & { collection: 'customers' } & Partial<ViewedByStaff> & { acting?: Workspace }

/**
 * Who the dashboard is for: the signed-in customer, or the customer a staff member is viewing
 * the dashboard as (then `staff` is that staff member); the company it acts in, and every company
 * the customer may switch to.
 */
export type Viewer = {
  customer: CustomerUser
  staff: (StaffMember & { collection: 'staff-members' }) | null
  company: Workspace | null
  companies: Workspace[]
}
