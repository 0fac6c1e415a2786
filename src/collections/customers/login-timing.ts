import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import type { CollectionBeforeOperationHook } from 'payload'

const derive = promisify(pbkdf2)

// Payload's current password hash (pbkdf2-sha256-v1): the cost of checking a password against
// a real account. Payload keeps these private, so they are repeated here.
const ITERATIONS = 600_000
const KEY_LENGTH = 32

/**
 * Payload answers a login for an unknown email before hashing anything, so the time of the
 * answer tells whether an account exists. For an email with no account, the password is hashed
 * anyway, at the same cost, before Payload refuses it as usual.
 */
export const hashEvenForUnknownEmail: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.trim().toLowerCase() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  if (!email || !password) return args
  const known = await req.payload.count({
    collection: collection.slug as 'customers',
    where: { email: { equals: email } },
    overrideAccess: true,
    req,
  })
  if (known.totalDocs === 0) await derive(password, randomBytes(32), ITERATIONS, KEY_LENGTH, 'sha256')
  return args
}
