import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import { isCustomer } from '@/access/roles'
import { isCompanyRole, memberChangeProblem, type CompanyRole } from '@/domain/company-roles'
import { clientError } from '@/platform/http/client-error'
import { relationId } from '@/platform/relation-id'

import { membershipsOf } from './member-companies'

type Membership = { company?: unknown; customer?: unknown; role?: unknown }

/**
 * A customer changing or removing a membership does so within their own role in its company
 * (memberChangeProblem); staff and the server are not members and decide for themselves. Read
 * on the request, so a role lowered a moment ago is the role that counts.
 */
const refuseBeyondTheirRole = async (req: PayloadRequest, membership: Membership, to: CompanyRole | null) => {
  if (!isCustomer(req.user) || !isCompanyRole(membership.role)) return
  const company = relationId(membership.company)
  const actor = (await membershipsOf(req, req.user!.id)).find((member) => member.company === company)?.role ?? null
  const ownMembership = relationId(membership.customer) === relationId(req.user!.id)
  const problem = memberChangeProblem({ actor, target: membership.role, to, ownMembership })
  // 409 like keep-an-owner's: the member may see the membership, so the reason is theirs to read.
  if (problem) throw clientError(problem, 409)
}

export const checkMemberChangeOnChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const to = data.role ?? originalDoc.role
  if (to !== originalDoc.role && isCompanyRole(to)) await refuseBeyondTheirRole(req, originalDoc, to)
  return data
}

export const checkMemberChangeOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const membership = await req.payload.findByID({ collection: 'memberships', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (membership) await refuseBeyondTheirRole(req, membership, null)
}
