import { invitationByToken } from '@/collections/companies/operations/accept-invitation'
import type { CompanyRole } from '@/domain/company-roles'
import { payloadClient } from '@/payload-client'

/** What the invitation link's page shows: nothing of a link that is not one. */
export type InvitationView =
  | { state: 'unknown' }
  | {
      state: 'pending' | 'expired' | 'accepted' | 'revoked'
      company: string
      role: CompanyRole
      email: string
      invitedBy: string | null
      expiresAt: string
    }

/** The invitation behind a link's token: the link is the permission to see whom it invites where. */
export async function getInvitationView(token: string): Promise<InvitationView> {
  const invitation = await invitationByToken(await payloadClient(), token)
  if (!invitation) return { state: 'unknown' }
  const { state, company, role, email, invitedBy, expiresAt } = invitation
  return { state, company: company.name, role, email, invitedBy, expiresAt }
}
