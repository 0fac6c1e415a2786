import type { CollectionBeforeChangeHook } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'
import { isPublicMailDomain, joinDomainProblem } from '@/domain/email-domain'
import { clientError } from '@/platform/http/client-error'

import { membershipsOf } from './member-companies'

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

/** The domain as stored: trimmed, lower-cased, empty as none. */
const normalised = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null)

/**
 * Opening a company to colleagues by email domain is an owner's choice, for their own verified
 * address's domain, never a public mail provider's (joinDomainProblem); staff may set any real
 * company domain. 409 with the reason: the member may see the company, so the reason is theirs.
 */
export const checkJoinDomain: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (!('joinDomain' in data)) return data
  const domain = normalised(data.joinDomain)
  // Only a change is checked: a new company starts closed (its owner's account may be made by
  // another signed-in customer), and an update that leaves the domain as it was changes nothing.
  const before = operation === 'update' ? normalised(originalDoc?.joinDomain) : null
  if (domain === before) return { ...data, joinDomain: domain }
  if (domain !== null && !DOMAIN.test(domain)) throw clientError(`"${domain.slice(0, 80)}" is not an email domain, such as acme.com.au.`, 400)
  if (isCustomer(req.user)) {
    const role = (await membershipsOf(req, req.user!.id)).find((member) => member.company === originalDoc?.id)?.role ?? null
    const problem = joinDomainProblem({ role, email: String(req.user!.email ?? ''), domain })
    if (problem) throw clientError(problem, 409)
  } else if (isStaff(req.user) && domain !== null && isPublicMailDomain(domain)) {
    throw clientError(`Anyone can have an address at ${domain}, so it can’t be used to join.`, 400)
  }
  return { ...data, joinDomain: domain }
}
