// Invitations to join a company: who may send which, how long a link lasts, and what state it is in.
import { createHash, randomBytes } from 'node:crypto'

import { memberChangeProblem, type CompanyRole } from './company-roles'

/** How long an invitation link can be accepted after it was last emailed. */
export const INVITATION_DAYS = 14

/** 24 random bytes: 192 bits, well past guessing, in a link a mail client will not break. */
const TOKEN_BYTES = 24

/** A new invitation link's secret and the hash kept of it: the database never holds a usable link. */
export const newInvitationToken = (): { token: string; hash: string } => {
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  return { token, hash: invitationTokenHash(token) }
}

export const invitationTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Whether a string could be a link's token at all, before the database is asked. */
export const isInvitationToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value)

export const invitationExpiry = (sentAt: Date): Date => new Date(sentAt.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000)

/**
 * The refusal for a member inviting someone in `role`, or null: owners and admins invite, and only
 * an owner makes someone an owner (the same rule as changing a member's role).
 */
export const invitationRoleProblem = (inviter: CompanyRole | null, role: CompanyRole): string | null => {
  const problem = memberChangeProblem({ actor: inviter, target: role, to: role, ownMembership: false })
  if (problem === null) return null
  return inviter === 'admin' ? 'Only an owner can invite an owner.' : 'Only the company’s owners and admins can invite people.'
}

export type InvitationState = 'pending' | 'expired' | 'accepted' | 'revoked'

export const invitationState = (
  invitation: { acceptedAt?: string | null; revokedAt?: string | null; expiresAt: string },
  now: Date,
): InvitationState => {
  if (invitation.acceptedAt) return 'accepted'
  if (invitation.revokedAt) return 'revoked'
  return new Date(invitation.expiresAt) <= now ? 'expired' : 'pending'
}

/** The key only an open invitation holds: one open invitation per email in a company, kept by a unique index. */
export const openInvitationKey = (company: number, email: string): string => `${company}:${email.trim().toLowerCase()}`

/** Whether the signed-in account is the one invited: an invitation is for the address it was sent to. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase()
