import type { Payload } from 'payload'

import { queueEmail } from '@/email/queue'
import { emailChangeConfirmationEmail } from '@/email/templates/email-change-confirmation'
import { serverURL } from '@/platform/http/server-url'
import { createSignedToken, readSignedToken } from '@/platform/session/signed-token'

const PURPOSE = 'email-change'
const ONE_DAY_MS = 24 * 3_600_000

/**
 * A change of email waiting for the new address to confirm it. The email changes only when the
 * customer, signed in, follows the link sent to the new address; the claim names the old address
 * too, so a link stops working once the email has changed (it cannot be used twice).
 */
export type EmailChangeClaim = { customerId: number; from: string; to: string }

export const CONFIRM_EMAIL_PARAM = 'confirm-email'

export const emailChangeToken = (claim: EmailChangeClaim): string => createSignedToken(PURPOSE, claim, ONE_DAY_MS)

/** The claim when the token is genuine, unexpired and still applies to this customer as they are now. */
export function pendingEmailChange(token: string | null | undefined, customer: { id: number; email: string }): EmailChangeClaim | null {
  const claim = readSignedToken<EmailChangeClaim>(PURPOSE, token)
  if (!claim || claim.customerId !== customer.id || claim.from !== customer.email) return null
  return claim
}

const confirmationLink = (token: string) => `${serverURL()}/dashboard/account-settings?${CONFIRM_EMAIL_PARAM}=${encodeURIComponent(token)}`

export const sendEmailChangeConfirmation = async (payload: Payload, claim: EmailChangeClaim) => {
  const link = confirmationLink(emailChangeToken(claim))
  await queueEmail(payload, { to: claim.to, ...(await emailChangeConfirmationEmail(claim.from, link)) })
}
