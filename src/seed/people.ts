import type { Payload } from 'payload'

import { DEMO_CUSTOMER, DEMO_STAFF, SECOND_CUSTOMER } from './demo-accounts'
import type { SeedProgress } from './seed-progress'

/** Staff admin and demo customers, verified and active so they can log in at once. */
export const seedPeople = async (payload: Payload, progress: SeedProgress) => {
  const customerAccounts = [DEMO_CUSTOMER, SECOND_CUSTOMER]
  const accountsDone = progress.phase('Customers', 1 + customerAccounts.length)
  const staff = await payload.create({
    collection: 'staff-members',
    data: { ...DEMO_STAFF, role: 'admin' },
  })
  accountsDone.tick()
  const customers = []
  for (const customer of customerAccounts) {
    customers.push(
      await payload.create({
        collection: 'customers',
        data: { ...customer, isActive: true, _verified: true },
        disableVerificationEmail: true,
      }),
    )
    accountsDone.tick()
  }
  accountsDone.done()
  return { staff, demoCustomer: customers[0]!, secondCustomer: customers[1]! }
}
