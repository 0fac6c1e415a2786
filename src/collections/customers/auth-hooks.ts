import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

import { z } from 'zod'

import { isCustomer, isStaff } from '@/access/roles'
import { passwordProblem } from '@/domain/password-rules'
import { clientError } from '@/platform/http/client-error'
import { customerByResetToken } from './reset-token'

/**
 * A reset link reaches only the owner of the mailbox, so following it proves what a verification
 * link proves: a reset verifies the address, and for an inactive customer (made by an enquiry) it
 * is the activation. It runs inside the reset's own transaction, so a refused reset changes nothing.
 */
export const activateOnPasswordReset: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const token: unknown = args.data?.token
  if (typeof token !== 'string' || !token) return args
  const customer = await customerByResetToken(req.payload, token, req)
  if (!customer || (customer.isActive && customer._verified)) return args
  await req.payload.db.updateOne({
    collection: 'customers',
    id: customer.id,
    data: { isActive: true, _verified: true, _verificationToken: null },
    req,
    returning: false,
  })
  return args
}

/** Set in `context` by account settings once the new address has confirmed the change. */
export const CONFIRMED_EMAIL_CHANGE = 'confirmedEmailChange'

/**
 * A customer's own email changes only through account settings, which first has the new address
 * confirm it: otherwise a stolen session could move the account to another mailbox and reset the
 * password from there. Staff edit emails in the admin.
 */
export const guardEmailChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !isCustomer(req.user) || typeof data.email !== 'string') return data
  if (data.email.trim().toLowerCase() === originalDoc?.email || req.context?.[CONFIRMED_EMAIL_CHANGE] === true) return data
  throw clientError('Change your email in account settings: the new address has to confirm it first.', 403)
}

const EMAIL = z.email().max(254)

/**
 * The password rules of the sign-up, reset and account forms, on every path that sets a password
 * (REST and GraphQL too, where Payload itself only requires one); and forgot-password refuses what
 * is not an email address at all (an unknown address still gets the same answer as a known one).
 */
export const checkCredentialsInput: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  const data = ('data' in args ? args.data : undefined) as { email?: unknown; password?: unknown } | undefined
  if (operation === 'forgotPassword' && !EMAIL.safeParse(typeof data?.email === 'string' ? data.email.trim() : data?.email).success) {
    throw clientError('Enter a valid email address.', 400)
  }
  const setsPassword = operation === 'create' || operation === 'resetPassword' || (operation === 'update' && data?.password !== undefined)
  if (setsPassword && typeof data?.password === 'string') {
    const problem = passwordProblem(data.password, typeof data.email === 'string' ? data.email : undefined)
    if (problem) throw clientError(problem, 400, { errors: [{ field: 'password', message: problem }] })
  }
  return args
}

// The account's own bookkeeping, which Payload leaves writable by any signed-in user. Not the reset
// token: Payload's forgot-password operation stores it through an update carrying the client's request.
const ACCOUNT_BOOKKEEPING = ['_verified', 'loginAttempts', 'lockUntil']

/**
 * Only staff (or the server itself) mark an address verified or touch the lock-out counters: a
 * signed-in customer could otherwise create an account for any address already "verified", or
 * lift their own lock-out. The fields are dropped from a client's write, not refused, as Payload
 * drops any other field a client may not write.
 */
export const dropAccountBookkeeping: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local' || isStaff(req.user) || (operation !== 'create' && operation !== 'update')) return args
  const data = args.data as Record<string, unknown> | undefined
  if (!data || typeof data !== 'object') return args
  return { ...args, data: Object.fromEntries(Object.entries(data).filter(([name]) => !ACCOUNT_BOOKKEEPING.includes(name))) }
}
