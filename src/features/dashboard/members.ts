import type { CustomerUser } from '@/collections/customers/customer-user'
import { isCompanyRole, type CompanyRole } from '@/domain/company-roles'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'

import { customerNames } from './customer-names'

export type Member = { membership: number; customer: number; name: string; email: string; role: CompanyRole; team: string | null; joinedAt: string }

/**
 * The members of the company the customer works in, owners first, then by name. The memberships are
 * read as the customer (so only a member sees them); the names and emails beside them are read as
 * the server, since a customer may read only their own account.
 */
export async function getMembers(customer: CustomerUser): Promise<Member[]> {
  const company = customer.acting?.id
  if (company === undefined) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'memberships',
    where: { company: { equals: company } },
    select: { customer: true, role: true, team: true, createdAt: true },
    depth: 0,
    pagination: false,
    user: customer,
    overrideAccess: false,
  })
  const ids = docs.map((doc) => relationId(doc.customer)).filter((id): id is number => id !== null)
  const people = await customerNames(ids)
  const members = docs.flatMap((doc) => {
    const customerId = relationId(doc.customer)
    const person = customerId === null ? undefined : people.get(customerId)
    if (customerId === null || !person || !isCompanyRole(doc.role)) return []
    return [
      {
        membership: doc.id,
        customer: customerId,
        name: person.name,
        email: person.email,
        role: doc.role,
        team: doc.team ?? null,
        joinedAt: doc.createdAt,
      },
    ]
  })
  return members.sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || a.name.localeCompare(b.name))
}
