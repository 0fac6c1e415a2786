import type { Payload } from 'payload'

import type { OperationCall } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import { isCompanyRole, type CompanyRole } from '@/domain/company-roles'
import { personName } from '@/domain/customer-name'
import { formatDate } from '@/domain/display-date'
import { invitationState, invitationTokenHash, isInvitationToken, sameEmail, type InvitationState } from '@/domain/member-invitation'
import { runStatement } from '@/platform/database/run-statement'
import { inTransaction } from '@/platform/database/transactions'
import { refusal, refusalOf, type Result } from '@/platform/result'

/** An invitation as its link's holder may see it: which company, which role, for whom, from whom. */
export type InvitationByToken = {
  id: number
  state: InvitationState
  company: { id: number; name: string }
  role: CompanyRole
  email: string
  invitedBy: string | null
  expiresAt: string
}

const NOT_VALID = 'This invitation link isn’t valid. Ask whoever invited you to send a new one.'

/** The invitation behind a link's token, found by the token's hash; null for anything that is not one. */
export async function invitationByToken(payload: Payload, token: unknown): Promise<InvitationByToken | null> {
  if (!isInvitationToken(token)) return null
  const { docs } = await payload.find({
    collection: 'member-invitations',
    where: { tokenHash: { equals: invitationTokenHash(token) } },
    limit: 1,
    depth: 1,
    select: { company: true, role: true, email: true, invitedBy: true, expiresAt: true, acceptedAt: true, revokedAt: true },
    populate: { companies: { name: true }, customers: { firstName: true, lastName: true, email: true } },
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc || typeof doc.company !== 'object' || !isCompanyRole(doc.role)) return null
  return {
    id: doc.id,
    state: invitationState(doc, new Date()),
    company: { id: doc.company.id, name: doc.company.name },
    role: doc.role,
    email: doc.email,
    invitedBy: typeof doc.invitedBy === 'object' && doc.invitedBy ? personName(doc.invitedBy) : null,
    expiresAt: doc.expiresAt,
  }
}

/** Why an invitation in `state` cannot be accepted, in plain words; null when it can. */
const stateProblem = (invitation: InvitationByToken) => {
  switch (invitation.state) {
    case 'accepted':
      return refusal(409, 'This invitation has already been used.')
    case 'revoked':
      return refusal(409, `This invitation was cancelled. Ask ${invitation.invitedBy ?? 'whoever invited you'} to send a new one.`)
    case 'expired':
      return refusal(
        410,
        `This invitation expired on ${formatDate(invitation.expiresAt)}. Ask ${invitation.invitedBy ?? 'whoever invited you'} to send a new one.`,
      )
    default:
      return null
  }
}

/** The company joined, so the dashboard can switch to it. */
export type InvitationAccepted = { company: number }

/**
 * Accepts an invitation as the signed-in customer, whose email must be the one invited: a
 * conditional update marks it accepted (once, while open and unexpired) and the membership is
 * created in the same transaction, so two clicks, or the link used on two devices at once, make
 * one member.
 */
export async function acceptInvitation({ req, input }: OperationCall<{ token: unknown }>): Promise<Result<InvitationAccepted>> {
  const { payload, user } = req
  if (!isCustomer(user)) return refusal(401, 'Log in with the invited email address to accept the invitation.')
  const invitation = await invitationByToken(payload, input.token)
  if (!invitation) return refusal(404, NOT_VALID)
  const closed = stateProblem(invitation)
  if (closed) return closed
  const email = String((user as { email?: unknown }).email ?? '')
  if (!sameEmail(email, invitation.email)) {
    return refusal(403, `This invitation is for ${invitation.email}, and you’re logged in as ${email}. Log in as ${invitation.email} to accept it.`)
  }
  const { totalDocs: member } = await payload.count({
    collection: 'memberships',
    where: { and: [{ company: { equals: invitation.company.id } }, { customer: { equals: user!.id } }] },
    overrideAccess: true,
  })
  if (member > 0) return refusal(409, `You’re already a member of ${invitation.company.name}.`)
  try {
    return await inTransaction(payload, async (tx) => {
      const now = new Date().toISOString()
      const [taken] = await runStatement(
        tx,
        (sql) => sql`UPDATE member_invitations SET accepted_at = ${now}, accepted_by_id = ${Number(user!.id)}, open_key = NULL
          WHERE id = ${invitation.id} AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ${now} RETURNING id`,
      )
      if (!taken) return refusal(409, 'This invitation has just been used or cancelled.')
      await payload.create({
        collection: 'memberships',
        data: { company: invitation.company.id, customer: Number(user!.id), role: invitation.role },
        depth: 0,
        select: { role: true },
        overrideAccess: true,
        req: tx,
      })
      return { ok: true as const, company: invitation.company.id }
    })
  } catch (error) {
    return refusalOf(error, payload, 'You didn’t join the company.')
  }
}
