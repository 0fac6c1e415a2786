import { firstNameOf } from '@/domain/customer-name'

import { renderEmail } from '../render'
import { Action, BulletList, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

export type DeliveryDetailsRequest = {
  recipientName: string
  company: string
  /** What is asked, in the recipient's words. */
  needed: string[]
  /** The carrier's words when a delivery failed for the address. */
  note: string | null
  link: string
}

/** To the recipient: before their parcel can leave or be delivered, it needs something only they can give. */
export const deliveryDetailsEmail = (request: DeliveryDetailsRequest) =>
  renderEmail(
    `${request.company} needs a detail to deliver your parcel`,
    <EmailLayout title="We need a detail to deliver your parcel" preview="It takes a minute, and no account.">
      <Paragraph>
        Hi {firstNameOf(request.recipientName)}, {request.company} is sending you a parcel. Before it can be delivered we need:
      </Paragraph>
      <BulletList items={request.needed} />
      {request.note ? <Paragraph>The courier said: {request.note}</Paragraph> : null}
      <Action href={request.link}>Give your details</Action>
      <Fineprint>
        The link is yours alone and needs no account. What you give goes only to customs and the courier. You get this because {request.company} sent
        you a parcel through us.
      </Fineprint>
    </EmailLayout>,
  )

export type SenderDeliveryDetailsRequest = { id: number; recipientName: string; needed: string[]; link: string }

/** To the customer, when the recipient has no email: the link to pass on to them. */
export const senderDeliveryDetailsEmail = (request: SenderDeliveryDetailsRequest) =>
  renderEmail(
    `Shipment #${request.id} to ${request.recipientName} needs details only they can give`,
    <EmailLayout title="A parcel waits for its recipient" preview={`Shipment #${request.id} to ${request.recipientName}.`}>
      <Paragraph>
        Before shipment #{request.id} can be delivered, {request.recipientName} needs to give us:
      </Paragraph>
      <BulletList items={request.needed} />
      <Paragraph>We have no email address for them, so please send them this link. It needs no account.</Paragraph>
      <Action href={request.link}>Their delivery-details link</Action>
    </EmailLayout>,
  )

export type DetailsGiven = { reference: string; recipientName: string; given: string[]; redirect: boolean; adminUrl: string }

/** To staff: a recipient gave what their parcel waited for; a parcel already with the carrier needs redirecting. */
export const detailsGivenEmail = (given: DetailsGiven) =>
  renderEmail(
    `${given.reference}: ${given.recipientName} gave their delivery details`,
    <EmailLayout title="Delivery details given" preview={`${given.reference} to ${given.recipientName}.`}>
      <Paragraph>{given.recipientName} gave what their parcel was waiting for:</Paragraph>
      <BulletList items={given.given} />
      <Paragraph>
        {given.redirect
          ? 'The parcel is already with the carrier: ask them to redeliver it to the corrected address.'
          : 'The parcel can now be booked; a company that buys labels automatically has its label bought again.'}
      </Paragraph>
      <Action href={given.adminUrl}>Open the shipment</Action>
    </EmailLayout>,
  )
