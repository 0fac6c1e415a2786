'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { getViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { applySizeCurve, closeRecipientLink, createRecipientLink, type LinkFailure } from '@/collections/recipient-links/manage'

/**
 * The recipient-link screens' server actions: each finds the viewer again and runs the same code
 * as the REST endpoints, so a link is only ever created, closed or applied by its own customer.
 */

const SESSION_ENDED: LinkFailure = { ok: false, status: 401, message: 'Your session has ended. Log in again to continue.' }

const NOT_FOUND: LinkFailure = { ok: false, status: 404, message: 'We couldn’t find that link.' }

const linkId = z.number().int().positive()

export async function createRecipientLinkAction(input: unknown): Promise<{ ok: true; id: number } | LinkFailure> {
  const viewer = await getViewer()
  if (!viewer) return SESSION_ENDED
  const result = await createRecipientLink(await payloadClient(), viewer.customer, input)
  if (result.ok) revalidatePath('/dashboard/links')
  return result
}

export async function closeRecipientLinkAction(input: unknown): Promise<{ ok: true } | LinkFailure> {
  const id = linkId.safeParse(input)
  if (!id.success) return NOT_FOUND
  const viewer = await getViewer()
  if (!viewer) return SESSION_ENDED
  const result = await closeRecipientLink(await payloadClient(), viewer.customer, id.data)
  if (result.ok) revalidatePath(`/dashboard/links/${id.data}`)
  return result
}

export async function applySizeCurveAction(input: unknown): Promise<{ ok: true; applied: string[] } | LinkFailure> {
  const id = linkId.safeParse(input)
  if (!id.success) return NOT_FOUND
  const viewer = await getViewer()
  if (!viewer) return SESSION_ENDED
  const result = await applySizeCurve(await payloadClient(), viewer.customer, id.data)
  if (result.ok) revalidatePath(`/dashboard/links/${id.data}`)
  return result
}
