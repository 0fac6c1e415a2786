import type { Endpoint } from 'payload'

import { isStaff } from '@/access/roles'
import { parseRecordId } from '@/domain/dashboard-filters'
import { queueEmail } from '@/email/queue'
import { json } from '@/platform/http/json-response'
import { inTransaction } from '@/platform/database/transactions'
import { passwordEmail, resendVerificationEmail } from '@/collections/customers/verification-email'

/**
 * Staff's "Resend activation" on a customer: an inactive customer (made by an enquiry, no password
 * yet) is sent the set-your-password link again; an active one who never verified their address
 * gets the verification link again. A customer with nothing left to do gets nothing.
 */
export const resendActivationEndpoint: Endpoint = {
  path: '/:id/resend-activation',
  method: 'post',
  handler: async (req) => {
    if (!isStaff(req.user)) return json({ message: 'Only staff can resend activation emails.' }, 403)
    const id = parseRecordId(req.routeParams?.id as string | undefined)
    const customer = id
      ? await req.payload.findByID({ collection: 'customers', id, depth: 0, disableErrors: true, overrideAccess: true, showHiddenFields: true })
      : null
    if (!customer) return json({ message: 'Unknown customer.' }, 404)
    if (!customer.isActive) {
      // The new reset token and the email carrying it are stored together, or neither.
      await inTransaction(
        req.payload,
        async (transaction) => {
          const token = await req.payload.forgotPassword({
            collection: 'customers',
            data: { email: customer.email },
            disableEmail: true,
            req: transaction,
          })
          await queueEmail(req.payload, { to: customer.email, ...(await passwordEmail(String(token), false)) }, transaction)
        },
        { user: req.user },
      )
      return json({ message: `Sent ${customer.email} the link to set a password.` }, 200)
    }
    if (!customer._verified) {
      await resendVerificationEmail(req.payload, customer)
      return json({ message: `Sent ${customer.email} the link to verify their email.` }, 200)
    }
    return json({ message: 'This customer is already active and verified: there is nothing to resend.' }, 409)
  },
}
