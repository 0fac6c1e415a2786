'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { applySizeCurve, closeRecipientLink, createRecipientLink } from '@/collections/recipient-links/operations/manage-recipient-links'
import { refusal, type Refusal, type Result } from '@/platform/result'
import { inviteRecipients, resendInvitation } from '@/collections/recipient-links/operations/invite-recipients'
import { runAsCustomer, runKeyed } from './customer-action'

/**
 * The recipient-link screens' server actions: each runs the operation of its REST endpoint as the
 * viewer, found again, so a link is only ever created, closed or applied by its own customer.
 */

const NOT_FOUND: Refusal = refusal(404, 'We couldn’t find that link.')

const linkId = z.number().int().positive()

export async function createRecipientLinkAction(input: unknown): Promise<Result<{ id: number }>> {
  const result = await runAsCustomer(createRecipientLink, input)
  if (result.ok) revalidatePath('/dashboard/links')
  return result
}

export async function closeRecipientLinkAction(input: unknown): Promise<Result> {
  const id = linkId.safeParse(input)
  if (!id.success) return NOT_FOUND
  const result = await runAsCustomer(closeRecipientLink, id.data)
  if (result.ok) revalidatePath(`/dashboard/links/${id.data}`)
  return result
}

export async function applySizeCurveAction(input: unknown): Promise<Result<{ applied: string[] }>> {
  const id = linkId.safeParse(input)
  if (!id.success) return NOT_FOUND
  const result = await runAsCustomer(applySizeCurve, id.data)
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
  const result = await runAsCustomer(resendInvitation, ref.data)
  if (result.ok) revalidatePath(`/dashboard/links/${ref.data.link}`)
  return result
}
