import type { PayloadRequest } from 'payload'

import { isCompanyRole, type CompanyRole } from '@/domain/company-roles'
import { relationId } from '@/platform/relation-id'

export type CompanyMembership = { company: number; role: CompanyRole }

// Access runs once per collection and operation, often several times per request, and the pages'
// local reads each make a request of their own for the same signed-in user: one lookup per user object.
const perUser = new WeakMap<object, Promise<CompanyMembership[]>>()

const lookUp = async (req: PayloadRequest, customerId: number | string): Promise<CompanyMembership[]> => {
  const { docs } = await req.payload.find({
    collection: 'memberships',
    where: { customer: { equals: customerId } },
    select: { company: true, role: true },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((doc) => {
    const company = relationId(doc.company)
    return company !== null && isCompanyRole(doc.role) ? [{ company, role: doc.role }] : []
  })
}

/** The companies a customer belongs to and their role in each, oldest membership first. */
export const membershipsOf = (req: PayloadRequest, customerId: number | string): Promise<CompanyMembership[]> => {
  const user = req.user
  if (user?.collection !== 'customers' || user.id !== customerId) return lookUp(req, customerId)
  let memberships = perUser.get(user)
  if (!memberships) {
    memberships = lookUp(req, customerId)
    perUser.set(user, memberships)
  }
  return memberships
}

/** The membership a customer acts in when nothing else says: the first company they joined. */
export const actingMembership = async (req: PayloadRequest, customerId: number | string): Promise<CompanyMembership | null> =>
  (await membershipsOf(req, customerId))[0] ?? null

/** The company a customer's new documents belong to when they have no parent to take it from. */
export const homeCompanyOf = async (req: PayloadRequest, customerId: number | string): Promise<number | null> =>
  (await actingMembership(req, customerId))?.company ?? null
