import type { PayloadRequest } from 'payload'

import { isCompanyRole, type CompanyRole } from '@/domain/company-roles'
import { relationId } from '@/platform/relation-id'

export type CompanyMembership = { company: number; role: CompanyRole }

// One lookup per request: access runs once per collection and operation, often several per request.
const perRequest = new WeakMap<PayloadRequest, Promise<CompanyMembership[]>>()

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
  if (req.user?.collection !== 'customers' || req.user.id !== customerId) return lookUp(req, customerId)
  let memberships = perRequest.get(req)
  if (!memberships) {
    memberships = lookUp(req, customerId)
    perRequest.set(req, memberships)
  }
  return memberships
}

/** The company a customer's new documents belong to when nothing else says: the first they joined. */
export const homeCompanyOf = async (req: PayloadRequest, customerId: number | string): Promise<number | null> =>
  (await membershipsOf(req, customerId))[0]?.company ?? null
