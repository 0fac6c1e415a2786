import type { Payload } from 'payload'

import { emailLayout, escapeHtml } from '@/email/templates/layout'
import { serverURL } from '@/lib/server-url'

export const verificationLink = (token: string): string => `${serverURL()}/auth/verify?token=${token}`

export const verificationEmailHTML = (firstName: string | null | undefined, token: string): string =>
  emailLayout(
    'Verify your email address',
    `<p>Hi ${firstName ? escapeHtml(firstName) : 'there'},</p>
<p>Please confirm your email address to finish setting up your account.</p>
<p><a href="${verificationLink(token)}">Verify my email</a></p>
<p>If you did not ask for this, ignore this email: nobody can log in to the account until the address is verified.</p>`,
  )

export const passwordResetLink = (token: string): string => `${serverURL()}/auth/reset-password?token=${token}`

/**
 * The forgot-password email. An inactive customer (made by an enquiry, no password yet) gets the
 * same link worded as "set your password": following it is what activates the account, because
 * only the owner of the mailbox can read it.
 */
export const passwordEmail = (token: string, isActive: boolean): { subject: string; html: string } =>
  isActive
    ? {
        subject: 'Reset your password',
        html: emailLayout(
          'Reset your password',
          `<p>Someone asked to reset the password for this account.</p>
<p><a href="${passwordResetLink(token)}">Choose a new password</a></p>
<p>The link works for one hour. If it was not you, ignore this email; your password stays as it is.</p>`,
        ),
      }
    : {
        subject: 'Set your password',
        html: emailLayout(
          'Set your password',
          `<p>Your enquiry created an account for this email address. Set a password to follow your proposals, approve artwork and track shipments online.</p>
<p><a href="${passwordResetLink(token)}">Set my password</a></p>
<p>The link works for one hour. If you did not ask for this, ignore this email and nothing changes.</p>`,
        ),
      }

export const sendVerificationEmail = async (
  payload: Payload,
  customer: { email: string; firstName?: string | null },
  token: string,
) =>
  payload.sendEmail({
    to: customer.email,
    subject: 'Verify your email address',
    html: verificationEmailHTML(customer.firstName, token),
    text: `Confirm your email address: ${verificationLink(token)}`,
  })
