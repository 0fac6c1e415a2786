import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

/** What any caller may learn about an account: never more than this. */
export type PublicCustomer = { id: string | number; email: string; isActive: boolean }

export const publicCustomer = (doc: { id: string | number; email: string; isActive?: boolean | null }): PublicCustomer => ({
  id: doc.id,
  email: doc.email,
  isActive: Boolean(doc.isActive),
})

export const customerEmail = z
  .email('Enter a valid email address.')
  .max(254)
  .transform((value) => value.trim().toLowerCase())

export const findByEmail = async (payload: Payload, req: PayloadRequest | undefined, address: string) => {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: address } },
    limit: 1,
    depth: 0,
    req,
    select: { email: true, isActive: true },
  })
  return docs[0] ?? null
}

export type Registration = { kind: 'unregistered' } | { kind: 'active' } | { kind: 'inactive'; customer: PublicCustomer }

/**
 * Whether an email has an account: none, an active one (its owner logs in), or an inactive one
 * made by an earlier enquiry, which a new enquiry with that email reuses.
 */
export const registrationOf = async (payload: Payload, address: string, req?: PayloadRequest): Promise<Registration> => {
  const existing = await findByEmail(payload, req, address)
  if (!existing) return { kind: 'unregistered' }
  return existing.isActive ? { kind: 'active' } : { kind: 'inactive', customer: publicCustomer(existing) }
}
