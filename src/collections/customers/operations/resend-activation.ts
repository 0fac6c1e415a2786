import type { Payload, PayloadRequest } from 'payload'

import { passwordEmail, resendVerificationEmail } from '@/collections/customers/verification-email'
import { queueEmail } from '@/email/queue'
import { inTransaction } from '@/platform/database/transactions'

/** The HTTP status and the message for staff. */
export type ResendOutcome = { status: 200 | 404 | 409; message: string }

/**
 * Staff's "Resend activation" on a customer: an inactive customer (made by an enquiry, no password
 * yet) is sent the set-your-password link again; an active one who never verified their address
 * gets the verification link again. A customer with nothing left to do gets nothing.
 */
export async function resendActivation(payload: Payload, id: number | null, user: PayloadRequest['user']): Promise<ResendOutcome> {
  const customer = id
    ? await payload.findByID({ collection: 'customers', id, depth: 0, disableErrors: true, overrideAccess: true, showHiddenFields: true })
    : null
  if (!customer) return { status: 404, message: 'Unknown customer.' }
  if (!customer.isActive) {
    // The new reset token and the email carrying it are stored together, or neither.
    await inTransaction(
      payload,
      async (transaction) => {
        const token = await payload.forgotPassword({
          collection: 'customers',
          data: { email: customer.email },
          disableEmail: true,
          req: transaction,
        })
        await queueEmail(payload, { to: customer.email, ...(await passwordEmail(String(token), false)) }, transaction)
      },
      { user },
    )
    return { status: 200, message: `Sent ${customer.email} the link to set a password.` }
  }
  if (!customer._verified) {
    await resendVerificationEmail(payload, customer)
    return { status: 200, message: `Sent ${customer.email} the link to verify their email.` }
  }
  return { status: 409, message: 'This customer is already active and verified: there is nothing to resend.' }
}
