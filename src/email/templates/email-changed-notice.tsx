import { renderEmail } from '../render'
import { EmailLayout, Paragraph } from './EmailLayout'

/** To the old address, so a change the owner did not make does not go unnoticed. */
export const emailChangedNoticeEmail = (newAddress: string) =>
  renderEmail(
    'Your email address was changed',
    <EmailLayout title="Your email address was changed" preview={`Your Swagly account now uses ${newAddress}.`}>
      <Paragraph>The email address of your Swagly account is now {newAddress}. Use it to log in from now on.</Paragraph>
      <Paragraph>If you did not make this change, reply to this email straight away so we can secure your account.</Paragraph>
    </EmailLayout>,
  )
