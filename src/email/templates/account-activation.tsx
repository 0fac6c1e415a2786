import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/**
 * To the owner of an account an enquiry created: set a password. Following the link is what
 * activates the account, because only the owner of the mailbox can read it.
 */
export const accountActivationEmail = (link: string) =>
  renderEmail(
    'Set your password',
    <EmailLayout title="Set your password" preview="Set a password to follow your proposals online.">
      <Paragraph>
        Your enquiry created an account for this email address. Set a password to follow your proposals, approve artwork and track shipments online.
      </Paragraph>
      <Action href={link}>Set my password</Action>
      <Fineprint>The link works for one hour. If you did not ask for this, ignore this email and nothing changes.</Fineprint>
    </EmailLayout>,
  )
