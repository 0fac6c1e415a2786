import { firstNameOf } from '@/domain/customer-name'

import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

export type RecipientInvitation = {
  name: string
  company: string
  linkName: string
  message: string | null
  url: string
  ships: boolean
  /** The last day to answer, already formatted, or null when the link has none. */
  closesOn: string | null
  reminder: boolean
}

/** To an invited recipient: their own single-use link, first as the invitation and later as its one reminder. */
export const recipientInvitationEmail = (invitation: RecipientInvitation) =>
  renderEmail(
    invitation.reminder
      ? `Reminder: ${invitation.company} is waiting for your details`
      : invitation.ships
        ? `${invitation.company} is sending you some swag`
        : `${invitation.company} needs your size and address`,
    <EmailLayout
      title={invitation.reminder ? 'A quick reminder' : invitation.linkName}
      preview={invitation.ships ? 'Tell us where to send your swag.' : 'Tell us your size and where to send it.'}
    >
      <Paragraph>
        Hi{invitation.name ? ` ${firstNameOf(invitation.name)}` : ''},{' '}
        {invitation.reminder ? `${invitation.company} hasn’t heard from you yet. ` : ''}
        {invitation.ships
          ? `${invitation.company} is sending you some swag. Tell us where it should go and we’ll book it straight away.`
          : `${invitation.company} is ordering swag for you. Tell us your size and where to send it.`}
      </Paragraph>
      {invitation.message ? <Paragraph>{invitation.message}</Paragraph> : null}
      <Action href={invitation.url}>{invitation.ships ? 'Claim your swag' : 'Give your details'}</Action>
      <Fineprint>
        This link is yours alone and takes one answer{invitation.closesOn ? `, until ${invitation.closesOn}` : ''}. Please don’t forward it.
      </Fineprint>
    </EmailLayout>,
  )
