import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'

import { isCustomer } from '@/access/roles'
import { clientError } from '@/lib/client-error'
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
