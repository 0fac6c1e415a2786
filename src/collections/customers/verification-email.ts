import { randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { queueEmail } from '@/email/queue'
import { accountActivationEmail } from '@/email/templates/account-activation'
import { passwordResetEmail } from '@/email/templates/password-reset'
import { verifyEmail } from '@/email/templates/verify-email'
import { serverURL } from '@/platform/http/server-url'
import { inTransaction } from '@/platform/database/transactions'

const verificationLink = (token: string): string => `${serverURL()}/auth/verify?token=${token}`

const passwordResetLink = (token: string): string => `${serverURL()}/auth/reset-password?token=${token}`

export const verificationEmail = (firstName: string | null | undefined, token: string) => verifyEmail(firstName, verificationLink(token))

/**
 * The forgot-password email. An inactive customer (made by an enquiry, no password yet) gets the
 * same link worded as "set your password": following it is what activates the account, because
 * only the owner of the mailbox can read it.
 */
export const passwordEmail = (token: string, isActive: boolean) =>
  isActive ? passwordResetEmail(passwordResetLink(token)) : accountActivationEmail(passwordResetLink(token))

/** Queued in the transaction of `req`, the write that gave the customer this token. */
export const sendVerificationEmail = async (req: PayloadRequest, customer: { email: string; firstName?: string | null }, token: string) =>
  queueEmail(req.payload, { to: customer.email, ...(await verificationEmail(customer.firstName, token)) }, req)

/** The verification link again, reusing the customer's token or giving them one (with the email, in one transaction). */
export const resendVerificationEmail = async (
  payload: Payload,
  customer: { id: number; email: string; firstName?: string | null; _verificationToken?: string | null },
) =>
  inTransaction(payload, async (req) => {
    let token = customer._verificationToken
    if (!token) {
      token = randomBytes(20).toString('hex')
      await payload.db.updateOne({ collection: 'customers', id: customer.id, data: { _verificationToken: token }, returning: false, req })
    }
    await sendVerificationEmail(req, customer, token)
  })
