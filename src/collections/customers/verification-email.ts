import type { Payload } from 'payload'

import { escapeHtml } from '@/email/templates/layout'
import { serverURL } from '@/lib/server-url'

export const verificationLink = (token: string): string => `${serverURL()}/auth/verify?token=${token}`

export const verificationEmailHTML = (firstName: string | null | undefined, token: string): string =>
  `<p>Hi ${firstName ? escapeHtml(firstName) : 'there'},</p>
<p>Please confirm your email address to finish setting up your account.</p>
<p><a href="${verificationLink(token)}">Verify my email</a></p>
<p>If you did not ask for this, you can ignore this email.</p>`

export const passwordResetLink = (token: string): string => `${serverURL()}/auth/reset-password?token=${token}`

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
