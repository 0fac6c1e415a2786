import type { Payload } from 'payload'

import { ROLE_LABELS, ROLE_SUMMARIES, type CompanyRole } from '@/domain/company-roles'
import { personName } from '@/domain/customer-name'
import { formatDate } from '@/domain/display-date'
import { memberInvitationEmail } from '@/email/templates/member-invitation'
import { serverURL } from '@/platform/http/server-url'

/** What an invitation email says: who invites whom to which company, and the link's secret. */
export type InvitationEmail = { company: string; role: CompanyRole; invitedBy: string; name: string; token: string; expiresAt: Date }

/** The invitation email with its link, in the role's words. */
export const invitationEmailFor = (invitation: InvitationEmail) =>
  memberInvitationEmail({
    name: invitation.name,
    company: invitation.company,
    role: ROLE_LABELS[invitation.role],
    roleSummary: ROLE_SUMMARIES[invitation.role],
    invitedBy: invitation.invitedBy,
    url: `${serverURL()}/join/${invitation.token}`,
    expiresOn: formatDate(invitation.expiresAt),
  })

/** The company's name and the inviter's, as the email names them. */
export async function namesFor(payload: Payload, company: number, customer: number) {
  const [{ name }, inviter] = await Promise.all([
    payload.findByID({ collection: 'companies', id: company, depth: 0, select: { name: true }, overrideAccess: true }),
    payload.findByID({
      collection: 'customers',
      id: customer,
      depth: 0,
      select: { firstName: true, lastName: true, email: true },
      overrideAccess: true,
    }),
  ])
  return { company: name, invitedBy: personName(inviter) }
}
