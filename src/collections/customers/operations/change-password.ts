import type { Payload } from 'payload'

import type { CustomerUser } from '@/collections/customers/customer-user'

/**
 * A new password, written as the customer once the caller has confirmed the current one. Payload
 * keeps only the session that made the change, so every other device is logged out.
 */
export async function changePassword(payload: Payload, customer: CustomerUser, newPassword: string): Promise<void> {
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { password: newPassword },
    user: customer,
    overrideAccess: false,
    depth: 0,
  })
}
