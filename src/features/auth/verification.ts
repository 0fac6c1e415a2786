import { resendVerificationEmail } from '@/collections/customers/verification-email'
import { payloadClient } from '@/payload-client'
import { createSignedToken, readSignedToken } from '@/platform/session/signed-token'

const PURPOSE = 'resend-verification'
const THIRTY_MINUTES_MS = 30 * 60_000

/**
 * Permission to resend the verification email, handed only to whoever just signed up or typed the
 * right password for an unverified account, so the form cannot be used to mail strangers.
 */
export const resendPermission = (email: string): string => createSignedToken(PURPOSE, { email }, THIRTY_MINUTES_MS)

/** Sends the verification link again; the email it went to, or null when there is nothing to send. */
export async function resendVerification(permission: string | null | undefined): Promise<string | null> {
  const claim = readSignedToken<{ email: string }>(PURPOSE, permission)
  if (!claim) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'customers',
    where: { email: { equals: claim.email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const customer = docs[0]
  if (!customer || customer._verified) return null
  await resendVerificationEmail(payload, customer)
  return customer.email
}
