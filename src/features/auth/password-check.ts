import { createLocalReq, logoutOperation } from 'payload'

import type { LoginProblem } from '@/domain/login-problem'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { loginCustomer } from './login'
import { payloadClient } from '@/payload-client'

/** The session id a customer token was signed with (the JWT's `sid` claim). */
const sessionIdOf = (token: string): string | null => {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sid?: unknown }
    return typeof claims.sid === 'string' ? claims.sid : null
  } catch {
    return null
  }
}

/**
 * Checks the signed-in customer's current password before a sensitive change. It goes through
 * Payload's login so wrong guesses count toward the account lockout like any other login; the
 * session that login opens is closed again at once.
 */
export async function confirmCurrentPassword(customer: CustomerUser, password: string): Promise<{ ok: true } | { ok: false; problem: LoginProblem }> {
  const outcome = await loginCustomer(customer.email, password)
  if (!outcome.ok) return outcome
  const sid = sessionIdOf(outcome.token)
  if (sid) {
    const payload = await payloadClient()
    // The user as Payload's own logout sees it: the session to close is the one on the user.
    const user = Object.assign({}, customer, { _sid: sid })
    const req = await createLocalReq({ user }, payload)
    await logoutOperation({ collection: payload.collections.customers, req })
  }
  return { ok: true }
}
