import { cookies } from 'next/headers'
import { generatePayloadCookie } from 'payload/shared'

import { payloadClient } from '@/payload-client'

/**
 * Signs the browser in with a customer token the way Payload's REST login does: the same
 * `payload-token` cookie built by Payload's own generatePayloadCookie from the collection's auth
 * config (HttpOnly, Path=/, SameSite=Lax, Secure over https, expiring with the token, 604800 s).
 */
export async function startCustomerSession(token: string): Promise<void> {
  const payload = await payloadClient()
  const cookie = generatePayloadCookie({
    collectionAuthConfig: payload.collections.customers.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    returnCookieAsObject: true,
    token,
  })
  ;(await cookies()).set({
    name: cookie.name,
    value: cookie.value ?? '',
    path: cookie.path,
    domain: cookie.domain,
    expires: cookie.expires ? new Date(cookie.expires) : undefined,
    httpOnly: cookie.httpOnly,
    secure: cookie.secure,
    sameSite: cookie.sameSite?.toLowerCase() as 'lax' | 'strict' | 'none' | undefined,
  })
}
