import { headers as requestHeaders } from 'next/headers'
import { redirect } from 'next/navigation'
import { executeAuthStrategies, type PayloadRequest } from 'payload'
import { cache } from 'react'

import { workspacesOf, type Workspace } from '@/collections/companies/member-companies'
import type { CustomerUser, Viewer } from '@/collections/customers/customer-user'
import type { StaffMember } from '@/payload-types'
import { readForMember } from '@/features/dashboard/customer-data-cache'
import { DatabaseUnavailableError, watchingDatabase } from '@/platform/database/outage'
import { chosenCompanyFrom } from '@/platform/session/active-company'
import { impersonationClaimFrom } from '@/platform/session/impersonation'
import { payloadClient } from '@/payload-client'

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

/** How the customer's companies and roles are read: kept with their dashboard's reads, or as they stand. */
type CompaniesOf = (customer: CustomerUser) => Promise<Workspace[]>

const companiesNow: CompaniesOf = async (customer) => workspacesOf(await payloadClient(), customer.id)
const keptCompanies: CompaniesOf = (customer) => readForMember(customer, ['workspaces'], () => companiesNow(customer))

/**
 * The dashboard's customer in the company they act in: the one their browser last chose, while they
 * still belong to it, else the first they joined. The user object is a copy carrying that company,
 * so every read and write made as it acts there.
 */
const inActiveCompany = async (customer: CustomerUser, staff: Viewer['staff'], companiesOf: CompaniesOf): Promise<Viewer> => {
  const companies = await companiesOf(customer)
  const chosen = chosenCompanyFrom(await requestHeaders())
  const company = companies.find((workspace) => workspace.id === chosen) ?? companies[0] ?? null
  return { customer: { ...customer, acting: company ?? undefined }, staff, company, companies }
}

const viewerWith = async (companiesOf: CompaniesOf): Promise<Viewer | null> => {
  const user = await getSessionUser()
  if (!user) return null
  if (user.collection === 'customers') return inActiveCompany(user as CustomerUser, null, companiesOf)
  const claim = impersonationClaimFrom(await requestHeaders())
  if (!claim || String(claim.staffId) !== String(user.id)) return null
  const payload = await payloadClient()
  const customer = await payload.findByID({ collection: 'customers', id: claim.customerId, depth: 0, overrideAccess: true }).catch(() => null)
  if (!customer) return null
  const staff = user as StaffMember & { collection: 'staff-members' }
  return inActiveCompany({ ...customer, collection: 'customers', viewedBy: { id: staff.id, email: staff.email } }, staff, companiesOf)
}

/** The viewer a page renders for, their companies kept with their dashboard's reads. */
export const getViewer = cache(() => viewerWith(keptCompanies))

/**
 * The viewer a server action acts as, their companies and roles read as they stand. Never from the
 * kept reads: the page an action redirects to or refreshes is rendered in the same request, and
 * Next.js hands that render back any kept read the request made before the action's change (a
 * company just joined would be missing from the page the join opens).
 */
export const getActingViewer = cache(() => viewerWith(companiesNow))

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
