import { firstNameOf } from '@/domain/customer-name'

import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

export type MemberInvitation = {
  name: string
  company: string
  /** The role's name and what it may do, in the Members page's words. */
  role: string
  roleSummary: string
  invitedBy: string
  url: string
  /** The last day the link works, already formatted. */
  expiresOn: string
}

/** To someone invited to join a company: their own single-use link to accept. */
export const memberInvitationEmail = (invitation: MemberInvitation) =>
  renderEmail(
    `${invitation.invitedBy} invited you to ${invitation.company} on Swagly`,
    <EmailLayout title={`Join ${invitation.company}`} preview={`${invitation.invitedBy} invited you to join as ${invitation.role}.`}>
      <Paragraph>
        Hi{invitation.name ? ` ${firstNameOf(invitation.name)}` : ''}, {invitation.invitedBy} invited you to join{' '}
        <strong>{invitation.company}</strong> on Swagly as <strong>{invitation.role}</strong>: {invitation.roleSummary.toLowerCase()}
      </Paragraph>
      <Paragraph>Log in, or create an account with this email address, and accept the invitation.</Paragraph>
      <Action href={invitation.url}>Accept the invitation</Action>
      <Fineprint>
        This link works once, until {invitation.expiresOn}, and only for this email address. If you weren’t expecting it, you can ignore this email.
      </Fineprint>
    </EmailLayout>,
  )
