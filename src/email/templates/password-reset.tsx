import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/** To a customer who forgot their password: a one-hour link to choose a new one. */
export const passwordResetEmail = (link: string) =>
  renderEmail(
    'Reset your password',
    <EmailLayout title="Reset your password" preview="Choose a new password for your Swagly account.">
      <Paragraph>Someone asked to reset the password for this account.</Paragraph>
      <Action href={link}>Choose a new password</Action>
      <Fineprint>The link works for one hour. If it was not you, ignore this email; your password stays as it is.</Fineprint>
    </EmailLayout>,
  )
