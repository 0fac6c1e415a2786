'use server'

import { payloadClient } from '@/payload-client'
import { findHeldLink } from '@/collections/recipient-links/held-link'
import { submitResponse } from '@/collections/recipient-links/operations/respond-to-link'
import { withinRateLimit } from '@/features/auth/rate-limit'
import { refusal } from '@/platform/result'

/**
 * A recipient sends the link's form: counted against the same per-address budget as the REST
 * `respond` call, then the key is checked again, then every field on the server.
 */
export async function submitLinkResponse(linkId: string, key: string, input: unknown) {
  if (!(await withinRateLimit('link-response'))) {
    return refusal(429, 'Too many answers have come from your network in the last minute. Wait a minute and try again.')
  }
  const payload = await payloadClient()
  const link = await findHeldLink(payload, linkId, key)
  if (!link) return refusal(404, 'This link is not valid. Check you have the whole address.')
  return submitResponse(payload, link, input)
}
