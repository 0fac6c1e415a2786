import type { Payload, PayloadRequest } from 'payload'

import { CONFIRMED_EMAIL_CHANGE } from '@/collections/customers/auth-hooks'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { queueEmail } from '@/email/queue'
import { emailChangedNoticeEmail } from '@/email/templates/email-changed-notice'
import { inTransaction } from '@/platform/database/transactions'

/** A change of email the new address has confirmed: from the old address, to the new one. */
export type ConfirmedEmailChange = { from: string; to: string }

/**
 * Tells the old address, so a change the owner did not make does not go unnoticed. Queued in the
 * transaction of `req`, the change itself.
 */
const sendEmailChangedNotice = async (req: PayloadRequest, change: ConfirmedEmailChange) =>
  queueEmail(req.payload, { to: change.from, ...(await emailChangedNoticeEmail(change.to)) }, req)

/**
 * The customer's email becomes the confirmed new address, written as the customer. The new
 * address and the notice to the old one are stored together, or neither.
 */
export async function confirmEmailChange(payload: Payload, customer: CustomerUser, change: ConfirmedEmailChange): Promise<void> {
  await inTransaction(
    payload,
    async (req) => {
      await payload.update({
        collection: 'customers',
        id: customer.id,
        data: { email: change.to },
        user: customer,
        overrideAccess: false,
        depth: 0,
        context: { [CONFIRMED_EMAIL_CHANGE]: true },
        req,
      })
      await sendEmailChangedNotice(req, change)
    },
    { user: customer },
  )
}
