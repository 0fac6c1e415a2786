import type { Payload } from 'payload'
import type { z } from 'zod'

import type { CustomerUser } from '@/collections/customers/customer-user'
import type { profileInput } from '@/domain/account-input'

/**
 * Name, company and phone, written as the customer (or the staff member viewing as them), under
 * the collection's own access rules.
 */
export async function updateProfile(payload: Payload, customer: CustomerUser, profile: z.infer<typeof profileInput>): Promise<void> {
  const { firstName, lastName, company, phoneCountry, phoneNumber } = profile
  await payload.update({
    collection: 'customers',
    id: customer.id,
    data: { firstName, lastName, company, phone: { countryCode: phoneCountry, number: phoneNumber } },
    user: customer,
    overrideAccess: false,
    depth: 0,
  })
}
