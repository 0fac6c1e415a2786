'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { getViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { applySizeCurve, closeRecipientLink, createRecipientLink } from '@/collections/recipient-links/manage'
import { refusal, type Refusal, type Result } from '@/platform/result'
import { inviteRecipients, resendInvitation } from '@/collections/recipient-links/invitations'
import { runKeyed } from './keyed-action'

/**
 * The recipient-link screens' server actions: each finds the viewer again and runs the same code
 * as the REST endpoints, so a link is only ever created, closed or applied by its own customer.
 */

const SESSION_ENDED: Refusal = refusal(401, 'Your session has ended. Log in again to continue.')

const NOT_FOUND: Refusal = refusal(404, 'We couldn’t find that link.')

const linkId = z.number().int().positive()

export async function createRecipientLinkAction(input: unknown): Promise<Result<{ id: number }>> {
  const viewer = await getViewer()
  if (!viewer) return SESSION_ENDED
  const result = await createRecipientLink(await payloadClient(), viewer.customer, input)
  if (result.ok) revalidatePath('/dashboard/links')
  return result
}

export async function closeRecipientLinkAction(input: unknown): Promise<Result> {
  const id = linkId.safeParse(input)
  if (!id.success) return NOT_FOUND
  const viewer = await getViewer()
  if (!viewer) return SESSION_ENDED
  const result = await closeRecipientLink(await payloadClient(), viewer.customer, id.data)
  if (result.ok) revalidatePath(`/dashboard/links/${id.data}`)
  return result
}

export async function applySizeCurveAction(input: unknown): Promise<Result<{ applied: string[] }>> {
  const id = linkId.safeParse(input)
  if (!id.success) return NOT_FOUND
  const viewer = await getViewer()
  if (!viewer) return SESSION_ENDED
  const result = await applySizeCurve(await payloadClient(), viewer.customer, id.data)
  if (result.ok) revalidatePath(`/dashboard/links/${id.data}`)
  return result
}

/** A link for invited people only, from the form's settings and CSV; the key makes a retried submission one. */
export async function inviteRecipientsAction(input: unknown, idempotencyKey: unknown) {
  const result = await runKeyed(inviteRecipients, input, idempotencyKey, true)
  if (result.ok) revalidatePath('/dashboard/links')
  return result
}

const invitationRef = z.object({ link: linkId, invitation: linkId })

/** Emails an unanswered invitation its link again (at most hourly; the refusal says when). */
export async function resendInvitationAction(link: unknown, invitation: unknown): Promise<Result> {
  const ref = invitationRef.safeParse({ link, invitation })
  if (!ref.success) return NOT_FOUND
  const viewer = await getViewer()
  if (!viewer) return SESSION_ENDED
  const result = await resendInvitation(await payloadClient(), viewer.customer, ref.data.link, ref.data.invitation)
  if (result.ok) revalidatePath(`/dashboard/links/${ref.data.link}`)
  return result
}
