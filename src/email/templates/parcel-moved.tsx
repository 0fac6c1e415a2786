import { firstNameOf } from '@/domain/customer-name'

import { renderEmail } from '../render'
import { Action, BulletList, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/** The moments of a parcel's journey the recipient hears about. */
export type RecipientParcelMoment = 'out_for_delivery' | 'delivered' | 'exception'

export type RecipientParcel = {
  recipientName: string
  company: string
  moment: RecipientParcelMoment
  /** What the carrier said, for an exception. */
  note: string | null
  trackingUrl: string
}

const SUBJECTS: Record<RecipientParcelMoment, (company: string) => string> = {
  out_for_delivery: (company) => `Your parcel from ${company} is out for delivery`,
  delivered: (company) => `Your parcel from ${company} was delivered`,
  exception: (company) => `Your parcel from ${company} needs attention`,
}

/** To the recipient: their parcel is nearly there, has arrived, or has hit a problem. */
export const recipientParcelEmail = (parcel: RecipientParcel) =>
  renderEmail(
    SUBJECTS[parcel.moment](parcel.company),
    <EmailLayout title={SUBJECTS[parcel.moment](parcel.company)} preview="See where your parcel is.">
      <Paragraph>
        Hi {firstNameOf(parcel.recipientName)},{' '}
        {parcel.moment === 'out_for_delivery'
          ? `the parcel ${parcel.company} sent you is with the driver and should arrive today.`
          : parcel.moment === 'delivered'
            ? `the parcel ${parcel.company} sent you was delivered. Enjoy!`
            : `the courier reported a problem with the parcel ${parcel.company} sent you.`}
      </Paragraph>
      {parcel.note ? <Paragraph>{parcel.note}</Paragraph> : null}
      <Action href={parcel.trackingUrl}>Track your parcel</Action>
      <Fineprint>You get this because {parcel.company} sent you a parcel through us.</Fineprint>
    </EmailLayout>,
  )

export type CustomerParcel = {
  id: number
  recipientName: string
  moment: 'exception' | 'returned'
  note: string | null
  items: string[]
  shipmentUrl: string
}

/** To the customer: a parcel hit a problem, or came back to the warehouse with its stock restored. */
export const customerParcelEmail = (parcel: CustomerParcel) =>
  renderEmail(
    parcel.moment === 'returned'
      ? `Shipment #${parcel.id} to ${parcel.recipientName} came back to us`
      : `Shipment #${parcel.id} to ${parcel.recipientName} needs attention`,
    <EmailLayout
      title={parcel.moment === 'returned' ? 'A parcel came back' : 'A parcel needs attention'}
      preview={`Shipment #${parcel.id} to ${parcel.recipientName}.`}
    >
      <Paragraph>
        {parcel.moment === 'returned' ? (
          <>
            The carrier returned shipment <strong>#{parcel.id}</strong> to <strong>{parcel.recipientName}</strong> to our warehouse. Its items are
            back in your inventory:
          </>
        ) : (
          <>
            The carrier reported a problem with shipment <strong>#{parcel.id}</strong> to <strong>{parcel.recipientName}</strong>
            {parcel.note ? `: ${parcel.note}` : '.'} We are on it and will tell the recipient how to help.
          </>
        )}
      </Paragraph>
      {parcel.moment === 'returned' && parcel.items.length > 0 ? <BulletList items={parcel.items} /> : null}
      <Action href={parcel.shipmentUrl}>See the shipment</Action>
    </EmailLayout>,
  )

/** To staff: a carrier reported on a consignment no shipment carries. */
export const unmatchedParcelEmail = (parcel: { carrier: string; trackingNumber: string; adminUrl: string }) =>
  renderEmail(
    `Tracking for an unknown ${parcel.carrier} consignment ${parcel.trackingNumber}`,
    <EmailLayout title="Tracking for a consignment we don’t know" preview={`${parcel.carrier} ${parcel.trackingNumber}`}>
      <Paragraph>
        {parcel.carrier} reported on consignment <strong>{parcel.trackingNumber}</strong>, which no shipment carries. The events are kept; enter the
        consignment number on its shipment and the next update moves it.
      </Paragraph>
      <Action href={parcel.adminUrl}>See the events</Action>
    </EmailLayout>,
  )
