import type { Payload } from 'payload'

import { DEMO_CUSTOMER, DEMO_STAFF, SECOND_CUSTOMER } from './demo-accounts'

/** Staff admin and demo customers, verified and active so they can log in at once. */
export const seedPeople = async (payload: Payload) => {
  await payload.create({
    collection: 'staff-members',
    data: { ...DEMO_STAFF, role: 'admin' },
  })
  const customers = []
  for (const customer of [DEMO_CUSTOMER, SECOND_CUSTOMER]) {
    customers.push(
      await payload.create({
        collection: 'customers',
        data: { ...customer, isActive: true, _verified: true },
        disableVerificationEmail: true,
      }),
    )
  }
  return { demoCustomer: customers[0]!, secondCustomer: customers[1]! }
}
