import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/** To the new address: the email of the account changes only once this link is followed. */
export const emailChangeConfirmationEmail = (previousAddress: string, link: string) =>
  renderEmail(
    'Confirm your new email address',
    <EmailLayout title="Confirm your new email address" preview="Confirm the new email address of your Swagly account.">
      <Paragraph>You asked to use this address for your Swagly account instead of {previousAddress}.</Paragraph>
      <Action href={link}>Confirm my new email</Action>
      <Fineprint>
        You will be asked to log in if you are not already. The link works for 24 hours. If you did not ask for this, ignore this email and nothing
        changes.
      </Fineprint>
    </EmailLayout>,
  )
