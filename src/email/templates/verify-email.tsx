import { renderEmail } from '../render'
import { Action, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/** To a new customer: confirm the address before the account can log in. */
export const verifyEmail = (firstName: string | null | undefined, link: string) =>
  renderEmail(
    'Verify your email address',
    <EmailLayout title="Verify your email address" preview="Confirm your email address to finish setting up your account.">
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>Please confirm your email address to finish setting up your account.</Paragraph>
      <Action href={link}>Verify my email</Action>
      <Fineprint>If you did not ask for this, ignore this email: nobody can log in to the account until the address is verified.</Fineprint>
    </EmailLayout>,
  )
