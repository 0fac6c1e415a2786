import type { PayloadRequest } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'
import type { ViewedByStaff } from '@/collections/customers/customer-user'
import type { AuditActor, AuditEntry } from './audit-entry'

const SYSTEM_LABELS: Record<string, string> = {
  gateway: 'payment gateway',
  reviewer: 'share-link reviewer',
}

/**
 * Who is acting on this request. A signed-in user is themselves (staff acting through a share
 * link included); a customer whose dashboard staff are viewing also names that staff member; without one, trusted server code says who it acts for in `req.context`
 * (`statusActor` 'reviewer' for a share-link visitor, 'gateway' for a payment), else it is the system.
 */
export const auditActor = (req: PayloadRequest): AuditActor => {
  const user = req.user as ({ id: number; email?: string } & Partial<ViewedByStaff>) | null
  if (user && isStaff(req.user)) return { actorType: 'staff', staffMember: user.id, actorLabel: user.email ?? `staff #${user.id}` }
  if (user && isCustomer(req.user)) {
    const customer = user.email ?? `customer #${user.id}`
    const staff = user.viewedBy
    if (!staff) return { actorType: 'customer', customer: user.id, actorLabel: customer }
    return { actorType: 'customer', customer: user.id, actingStaff: staff.id, actorLabel: `${staff.email} as ${customer}` }
  }
  const declared = typeof req.context?.statusActor === 'string' ? req.context.statusActor : null
  if (declared === 'reviewer') return { actorType: 'reviewer', actorLabel: SYSTEM_LABELS.reviewer! }
  return { actorType: 'system', actorLabel: (declared && SYSTEM_LABELS[declared]) || 'system' }
}

/**
 * Writes one entry through `req`, so it joins the transaction of the change it records: if the
 * change rolls back, so does its entry. Trusted server code (overrideAccess), as no API may write.
 */
export const recordAudit = async (req: PayloadRequest, entry: Omit<AuditEntry, keyof AuditActor> & Partial<AuditActor>) => {
  await req.payload.create({
    collection: 'audit-log',
    data: { ...auditActor(req), ...entry, documentId: String(entry.documentId) },
    depth: 0,
    req,
    overrideAccess: true,
  })
}
