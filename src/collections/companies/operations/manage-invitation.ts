import type { OperationCall } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import type { CompanyRole } from '@/domain/company-roles'
import { invitationExpiry, newInvitationToken } from '@/domain/member-invitation'
import { resendRefusal, RESEND_INTERVAL_MS } from '@/domain/recipient-invitation'
import { queueEmail } from '@/email/queue'
import { runStatement } from '@/platform/database/run-statement'
import { inTransaction } from '@/platform/database/transactions'
import { relationId } from '@/platform/relation-id'
import { refusal, refusalOf, type Result } from '@/platform/result'

import { invitationEmailFor, namesFor } from './invitation-email'

/**
 * Resending and cancelling an open invitation, by its company's owners and admins (the
 * collection's read access finds it for them alone). Each is one conditional update, so two
 * clicks at once change it once and send at most one email.
 */

const SIGNED_OUT = refusal(401, 'Log in with a customer account to do this.')
const NOT_FOUND = 'We couldn’t find that invitation. It may have been accepted or cancelled already.'

/** Which invitation, as the Members page and REST name it. */
export type InvitationRef = { invitation: number }

/** The invitation as the member may see it (access: the company's owners and admins), or null. */
const invitationFor = (req: OperationCall['req'], id: number) =>
  req.payload
    .find({
      collection: 'member-invitations',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      select: { company: true, email: true, name: true, role: true, acceptedAt: true, revokedAt: true },
      user: req.user,
      overrideAccess: false,
    })
    .then(({ docs }) => docs[0] ?? null)

const closedRefusal = (invitation: { email: string; acceptedAt?: string | null }) =>
  refusal(409, invitation.acceptedAt ? `${invitation.email} has already accepted.` : `The invitation to ${invitation.email} was cancelled.`)

/**
 * Emails an open invitation again with a new link (the old one stops working) and a new expiry.
 * At most once an hour: the conditional update that moves `sentAt` decides, so two clicks at once
 * send one email, and a refusal says when.
 */
export async function resendMemberInvitation({ req, input }: OperationCall<InvitationRef>): Promise<Result> {
  const { payload, user } = req
  if (!isCustomer(user)) return SIGNED_OUT
  const invitation = await invitationFor(req, input.invitation)
  if (!invitation) return refusal(404, NOT_FOUND)
  if (invitation.acceptedAt || invitation.revokedAt) return closedRefusal(invitation)
  const company = relationId(invitation.company)
  if (company === null) return refusal(404, NOT_FOUND)
  const role = invitation.role as CompanyRole
  const names = await namesFor(payload, company, Number(user!.id))
  const { token, hash } = newInvitationToken()
  const now = new Date()
  const expiresAt = invitationExpiry(now)
  const email = await invitationEmailFor({ ...names, role, name: invitation.name ?? '', token, expiresAt })
  try {
    return await inTransaction(payload, async (tx) => {
      const renewed = await runStatement(
        tx,
        (sql) => sql`UPDATE member_invitations SET token_hash = ${hash}, sent_at = ${now.toISOString()}, expires_at = ${expiresAt.toISOString()}
          WHERE id = ${invitation.id} AND accepted_at IS NULL AND revoked_at IS NULL
            AND sent_at <= ${new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString()}
          RETURNING id`,
      )
      if (renewed.length === 0) {
        const [row] = await runStatement(
          tx,
          (sql) => sql`SELECT sent_at, accepted_at, revoked_at FROM member_invitations WHERE id = ${invitation.id}`,
        )
        if (row?.accepted_at || row?.revoked_at) return closedRefusal({ email: invitation.email, acceptedAt: row.accepted_at as string | null })
        return refusal(429, resendRefusal(new Date(row?.sent_at as string)))
      }
      await queueEmail(payload, { to: invitation.email, ...email }, tx)
      return { ok: true as const }
    })
  } catch (error) {
    return refusalOf(error, payload, 'The invitation was not sent again.', NOT_FOUND)
  }
}

/** Cancels an open invitation: its link stops working at once, and the address may be invited again. */
export async function revokeMemberInvitation({ req, input }: OperationCall<InvitationRef>): Promise<Result> {
  const { payload, user } = req
  if (!isCustomer(user)) return SIGNED_OUT
  const invitation = await invitationFor(req, input.invitation)
  if (!invitation) return refusal(404, NOT_FOUND)
  try {
    return await inTransaction(payload, async (tx) => {
      const [cancelled] = await runStatement(
        tx,
        (sql) => sql`UPDATE member_invitations SET revoked_at = ${new Date().toISOString()}, open_key = NULL
          WHERE id = ${invitation.id} AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`,
      )
      if (cancelled) return { ok: true as const }
      const [row] = await runStatement(tx, (sql) => sql`SELECT accepted_at FROM member_invitations WHERE id = ${invitation.id}`)
      return closedRefusal({ email: invitation.email, acceptedAt: row?.accepted_at as string | null })
    })
  } catch (error) {
    return refusalOf(error, payload, 'The invitation was not cancelled.', NOT_FOUND)
  }
}
