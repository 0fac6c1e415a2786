import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { relationId } from '@/platform/relation-id'

type AuthUser = PayloadRequest['user']

export const isStaff = (user: AuthUser): boolean => user?.collection === 'staff-members'

export const isCustomer = (user: AuthUser): boolean => user?.collection === 'customers'

export const staffOnly: Access = ({ req }) => isStaff(req.user)

export const staffOnlyField: FieldAccess = ({ req }) => isStaff(req.user)

export const nobody: Access = () => false

export const anyone: Access = () => true

/** Staff see everything; a customer sees the rows whose `customer` is them; everyone else nothing. */
export const ownedByCustomer: Access = ({ req }) => {
  if (isStaff(req.user)) return true
  if (isCustomer(req.user)) return { customer: { equals: req.user!.id } } satisfies Where
  return false
}

/** Read access for a field that only the owner and staff may see (share keys). */
export const ownerOrStaffField: FieldAccess = ({ req, doc }) => {
  if (isStaff(req.user)) return true
  if (!isCustomer(req.user) || !doc) return false
  return relationId(doc.customer) === req.user!.id
}

/** Creating customer-owned documents: staff, or a customer for themselves (a hook sets the owner). */
export const customerOrStaff: Access = ({ req }) => isStaff(req.user) || isCustomer(req.user)

/**
 * Local API calls with no user are the server's own code (seed, jobs, webhooks, server actions
 * that have already checked who is asking); REST and GraphQL calls never are.
 */
export const isTrustedServerCall = (req: PayloadRequest): boolean => req.payloadAPI === 'local' && !req.user
