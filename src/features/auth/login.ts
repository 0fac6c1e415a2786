import type { Payload } from 'payload'

import { type LoginProblem, minutesUntilUnlock } from '@/domain/login-problem'
import { payloadErrorStatus } from './errors'
import { payloadClient } from '@/payload-client'

export type LoginOutcome = { ok: true; token: string; customerId: number } | { ok: false; problem: LoginProblem }

/** What the login needs to know about an account beyond Payload's error: whether it is active, verified, locked. */
export async function accountState(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    select: { isActive: true, lockUntil: true, _verified: true },
  })
  const doc = docs[0]
  return doc ? { isActive: doc.isActive !== false, verified: Boolean(doc._verified), lockedMinutes: minutesUntilUnlock(doc.lockUntil) } : null
}

/**
 * Payload's login for a customer (lockout, verification and sessions are Payload's), with the
 * failure turned into the reason a person can act on. A wrong password and an unknown email give
 * the same answer; an inactive account says so, as check-registration already does publicly.
 * "Not verified" is Payload's 403, which it answers only once the password was right.
 */
export async function loginCustomer(email: string, password: string): Promise<LoginOutcome> {
  const payload = await payloadClient()
  try {
    const result = await payload.login({ collection: 'customers', data: { email, password } })
    if (!result.token || !result.user) return { ok: false, problem: { kind: 'unavailable' } }
    return { ok: true, token: result.token, customerId: result.user.id }
  } catch (error) {
    const status = payloadErrorStatus(error)
    const account = await accountState(payload, email).catch(() => null)
    if (account && !account.isActive) return { ok: false, problem: { kind: 'inactive' } }
    if (account?.lockedMinutes) return { ok: false, problem: { kind: 'locked', minutes: account.lockedMinutes } }
    if (status === 403 && account && !account.verified) return { ok: false, problem: { kind: 'unverified' } }
    if (status === 401) return { ok: false, problem: { kind: 'invalid-credentials' } }
    payload.logger.error({ err: error, msg: 'customer login failed unexpectedly' })
    return { ok: false, problem: { kind: 'unavailable' } }
  }
}
