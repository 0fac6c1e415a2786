import { headers as requestHeaders } from 'next/headers'
import { redirect } from 'next/navigation'
import { executeAuthStrategies, type PayloadRequest } from 'payload'
import { cache } from 'react'

import type { Customer, StaffMember } from '@/payload-types'
import { DatabaseUnavailableError, watchingDatabase } from './database-outage'
import { impersonationClaimFrom } from './impersonation'
import { payloadClient } from './payload'

/** The staff member viewing the dashboard as a customer, carried on that customer's user so the audit log names them. */
export type ViewedByStaff = { viewedBy: { id: number; email: string } }

/** The user the Local API runs as: a customer document tagged with its auth collection. */
export type CustomerUser = Customer & { collection: 'customers' } & Partial<ViewedByStaff>

/**
 * Who the dashboard is for: the signed-in customer, or the customer a staff member is viewing
 * the dashboard as (then `staff` is that staff member).
 */
export type Viewer = { customer: CustomerUser; staff: (StaffMember & { collection: 'staff-members' }) | null }

type SessionUser = NonNullable<PayloadRequest['user']>

/**
 * The session behind this request, once per render. Only the auth strategies run: `payload.auth`
 * would also work out the permissions for every collection, which no page here reads. A session
 * the database could not be asked about is an outage, not a signed-out visitor: the page shows
 * "temporarily unavailable" rather than sending a signed-in customer to the login form.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const payload = await payloadClient()
  const headers = await requestHeaders()
  const { outcome, unreachable } = await watchingDatabase(() => executeAuthStrategies({ headers, payload }))
  if (unreachable) throw new DatabaseUnavailableError()
  if (outcome.status === 'rejected') throw outcome.reason
  return outcome.value.user ?? null
})

export const getViewer = cache(async (): Promise<Viewer | null> => {
  const user = await getSessionUser()
  if (!user) return null
  if (user.collection === 'customers') return { customer: user as CustomerUser, staff: null }
  const claim = impersonationClaimFrom(await requestHeaders())
  if (!claim || String(claim.staffId) !== String(user.id)) return null
  const payload = await payloadClient()
  const customer = await payload
    .findByID({ collection: 'customers', id: claim.customerId, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!customer) return null
  const staff = user as StaffMember & { collection: 'staff-members' }
  return { customer: { ...customer, collection: 'customers', viewedBy: { id: staff.id, email: staff.email } }, staff }
})

/**
 * The dashboard's guard: the viewer, or a redirect to /auth that comes back to `returnTo` after
 * login. A staff member who is not viewing as a customer is sent to the admin's customer list.
 */
export async function requireViewer(returnTo: string): Promise<Viewer> {
  const viewer = await getViewer()
  if (viewer) return viewer
  const user = await getSessionUser()
  if (user?.collection === 'staff-members') redirect('/admin/collections/customers')
  redirect(`/auth?next=${encodeURIComponent(returnTo)}`)
}
