import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { sendVerificationEmail } from '@/collections/customers/verification-email'
import type { Customer } from '@/payload-types'
import { inTransaction } from '@/platform/database/transactions'

/** What the visitor gives to activate the customer their enquiry made. */
export type Activation = { password: string } & Partial<Pick<Customer, 'firstName' | 'lastName' | 'company' | 'phone'>>

/**
 * An inactive customer (made by a visitor's enquiry) becomes active with the password and details
 * given, its address not yet verified, and is sent the verification link: together, or neither.
 */
export async function activateCustomer(payload: Payload, id: number | string, activation: Activation): Promise<Customer> {
  const verificationToken = randomBytes(32).toString('hex')
  return inTransaction(payload, async (transaction) => {
    const activated = await payload.update({
      collection: 'customers',
      id,
      data: { ...activation, isActive: true, _verified: false, _verificationToken: verificationToken },
      req: transaction,
    })
    await sendVerificationEmail(transaction, { email: activated.email, firstName: activated.firstName }, verificationToken)
    return activated
  })
}
