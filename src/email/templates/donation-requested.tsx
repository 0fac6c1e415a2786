import { renderEmail } from '../render'
import { Action, EmailLayout, Paragraph } from './EmailLayout'

export type DonationRequest = { itemTitle: string; units: number; companyName: string; askedBy: string; note: string | null; adminLink: string }

/** To staff: a customer asks us to donate what is left of an item sitting idle in the warehouse. */
export const donationRequestedEmail = (request: DonationRequest) =>
  renderEmail(
    `Donation asked for: ${request.itemTitle} (${request.companyName})`,
    <EmailLayout
      title="A customer asks us to donate stock"
      preview={`${request.companyName} asks us to donate ${request.units} × ${request.itemTitle}.`}
    >
      <Paragraph>
        {request.askedBy} of {request.companyName} asks us to donate the {request.units} {request.units === 1 ? 'unit' : 'units'} of{' '}
        {request.itemTitle} left in the warehouse.
      </Paragraph>
      {request.note ? <Paragraph>Their note: “{request.note}”</Paragraph> : null}
      <Paragraph>Once it has gone, record a Donated adjustment on the item; to decline, clear the request on the item and tell them why.</Paragraph>
      <Action href={request.adminLink}>Open the item</Action>
    </EmailLayout>,
  )
