import { renderEmail } from '../render'
import { BulletList, Details, EmailLayout, Paragraph } from './EmailLayout'

export type RecipientConfirmation = {
  firstName: string
  company: string
  address: string
  /** "Classic Tee: Men’s / Unisex M" for a collect link; "2 × Water bottle" for a ship link. */
  lines: string[]
  ships: boolean
}

/** To the recipient: what they sent through a link, once, right after they sent it. */
export const recipientLinkConfirmationEmail = (confirmation: RecipientConfirmation) =>
  renderEmail(
    confirmation.ships ? `Your swag from ${confirmation.company} is booked` : `${confirmation.company} has your details`,
    <EmailLayout
      title={confirmation.ships ? 'Your swag is on the way soon' : 'Thanks — your details are in'}
      preview={`What you sent to ${confirmation.company}.`}
    >
      <Paragraph>
        Hi {confirmation.firstName}, thanks for filling in {confirmation.company}’s form.{' '}
        {confirmation.ships
          ? 'We have booked your shipment and will send it to the address below.'
          : 'They will use your size and address for their upcoming order.'}
      </Paragraph>
      <Details rows={[['Delivery address', confirmation.address]]} />
      {confirmation.lines.length > 0 ? <BulletList items={confirmation.lines} /> : null}
      <Paragraph>If something is wrong, reply to this email and we will fix it.</Paragraph>
    </EmailLayout>,
  )
