'use server'

import { revalidatePath } from 'next/cache'
import { cookies } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'

import { acceptInvitation } from '@/collections/companies/operations/accept-invitation'
import { inviteMembers, type InviteMembersResult } from '@/collections/companies/operations/invite-members'
import { resendMemberInvitation, revokeMemberInvitation } from '@/collections/companies/operations/manage-invitation'
import type { CompanyRole } from '@/domain/company-roles'
import { refusal, type Result } from '@/platform/result'
import { activeCompanyCookie } from '@/platform/session/active-company'
import { runAsCustomer, runKeyed } from './customer-action'

export type { InviteMembersResult }

const invitationRef = z.object({ invitation: z.number().int().positive() })

const MEMBERS_PAGE = '/dashboard/members'

/** Invites a pasted list or a CSV's text to the active company in one role (see inviteMembers). */
export async function inviteMembersAction(
  input: { list: string; role: CompanyRole; goodOnly: boolean },
  idempotencyKey: string,
): Promise<InviteMembersResult> {
  const result = await runKeyed(inviteMembers, input, idempotencyKey, true)
  if (result.ok) revalidatePath(MEMBERS_PAGE)
  return result
}

/** Runs a change to one invitation as the signed-in member, and refreshes the Members page. */
async function changeInvitation(operation: typeof resendMemberInvitation, input: unknown): Promise<Result> {
  const parsed = invitationRef.safeParse(input)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const result = await runAsCustomer(operation, parsed.data)
  if (result.ok) revalidatePath(MEMBERS_PAGE)
  return result
}

/** Emails a pending invitation again, with a new link (see resendMemberInvitation). */
export async function resendInvitationAction(input: { invitation: number }): Promise<Result> {
  return changeInvitation(resendMemberInvitation, input)
}

/** Cancels a pending invitation: its link stops working (see revokeMemberInvitation). */
export async function revokeInvitationAction(input: { invitation: number }): Promise<Result> {
  return changeInvitation(revokeMemberInvitation, input)
}

/**
 * Accepts the invitation of `token` as the signed-in customer, then works in the company joined:
 * the switcher's cookie names it and the dashboard opens on its projects.
 */
export async function acceptInvitationAction(input: { token: string }): Promise<Result> {
  const result = await runAsCustomer(acceptInvitation, { token: input?.token })
  if (!result.ok) return result
  ;(await cookies()).set(activeCompanyCookie(result.company))
  redirect('/dashboard/projects')
}
