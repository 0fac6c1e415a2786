import type { CustomerUser } from '@/collections/customers/customer-user'
import { isCompanyRole, roleAllows, type CompanyRole } from '@/domain/company-roles'
import { payloadClient } from '@/payload-client'
import { relationId } from '@/platform/relation-id'

import { customerNames } from './customer-names'

/** An invitation to the active company nobody has accepted or cancelled yet. */
export type PendingInvitation = {
  id: number
  email: string
  name: string
  role: CompanyRole
  /** Who sent it, by name; null when they have since left. */
  invitedBy: string | null
  sentAt: string
  expiresAt: string
  /** Past its expiry: it can no longer be accepted, only sent again. */
  expired: boolean
}

/** How many open invitations the Members page lists: more than a company sends between clean-ups. */
const SHOWN = 500

/**
 * The active company's open invitations, newest first; none for a member who may not manage
 * members. Read as the member, so access decides as it does for REST.
 */
export async function getPendingInvitations(customer: CustomerUser): Promise<PendingInvitation[]> {
  const company = customer.acting
  if (!company || !roleAllows(company.role, 'manageMembers')) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'member-invitations',
    where: { and: [{ company: { equals: company.id } }, { acceptedAt: { exists: false } }, { revokedAt: { exists: false } }] },
    select: { email: true, name: true, role: true, invitedBy: true, sentAt: true, expiresAt: true },
    sort: '-sentAt',
    limit: SHOWN,
    depth: 0,
    user: customer,
    overrideAccess: false,
  })
  const inviters = await customerNames([...new Set(docs.flatMap((doc) => relationId(doc.invitedBy) ?? []))])
  const now = Date.now()
  return docs.flatMap((doc) =>
    isCompanyRole(doc.role)
      ? [
          {
            id: doc.id,
            email: doc.email,
            name: doc.name ?? '',
            role: doc.role,
            invitedBy: inviters.get(relationId(doc.invitedBy) ?? -1)?.name ?? null,
            sentAt: doc.sentAt,
            expiresAt: doc.expiresAt,
            expired: Date.parse(doc.expiresAt) <= now,
          },
        ]
      : [],
  )
}
