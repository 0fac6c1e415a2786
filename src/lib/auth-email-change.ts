import type { Payload } from 'payload'

import { emailLayout, escapeHtml } from '@/email/templates/layout'
import { serverURL } from './server-url'
import { createSignedToken, readSignedToken } from './signed-token'

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

const confirmationLink = (token: string) =>
  `${serverURL()}/dashboard/account-settings?${CONFIRM_EMAIL_PARAM}=${encodeURIComponent(token)}`

export const sendEmailChangeConfirmation = (payload: Payload, claim: EmailChangeClaim) => {
  const link = confirmationLink(emailChangeToken(claim))
  return payload.sendEmail({
    to: claim.to,
    subject: 'Confirm your new email address',
    html: emailLayout(
      'Confirm your new email address',
      `<p>You asked to use this address for your Swagly account instead of ${escapeHtml(claim.from)}.</p>
<p><a href="${link}">Confirm my new email</a></p>
<p>You will be asked to log in if you are not already. The link works for 24 hours. If you did not ask for this, ignore this email and nothing changes.</p>`,
    ),
    text: `Confirm your new email address: ${link}`,
  })
}

/** Tells the old address, so a change the owner did not make does not go unnoticed. */
export const sendEmailChangedNotice = (payload: Payload, claim: EmailChangeClaim) =>
  payload.sendEmail({
    to: claim.from,
    subject: 'Your email address was changed',
    html: emailLayout(
      'Your email address was changed',
      `<p>The email address of your Swagly account is now ${escapeHtml(claim.to)}. Use it to log in from now on.</p>
<p>If you did not make this change, reply to this email straight away so we can secure your account.</p>`,
    ),
    text: `The email address of your Swagly account is now ${claim.to}. If you did not make this change, reply to this email.`,
  })
