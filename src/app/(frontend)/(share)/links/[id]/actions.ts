'use server'

import { payloadClient } from '@/payload-client'
import { findHeldLink, submitResponse, type SubmitResult } from '@/collections/recipient-links/respond'

/** A recipient sends the link's form: the key is checked again, then every field on the server. */
export async function submitLinkResponse(linkId: string, key: string, input: unknown): Promise<SubmitResult> {
  const payload = await payloadClient()
  const link = await findHeldLink(payload, linkId, key)
  if (!link) return { ok: false, status: 404, message: 'This link is not valid. Check you have the whole address.' }
  return submitResponse(payload, link, input)
}
