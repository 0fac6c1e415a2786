import { firstNameOf } from '@/domain/customer-name'
import type { ParcelMoment } from '@/domain/delivery/parcel-emails'

import { renderEmail } from '../render'
import { Action, BulletList, EmailLayout, Fineprint, Paragraph } from './EmailLayout'

/** The moments of a parcel's journey a recipient may hear about. */
export type RecipientParcelMoment = Exclude<ParcelMoment, 'returned'>

export type RecipientParcel = {
  recipientName: string
  company: string
  moment: RecipientParcelMoment
  /** What the carrier said, for an exception. */
  note: string | null
  trackingUrl: string
}

const SUBJECTS: Record<RecipientParcelMoment, (company: string) => string> = {
  shipped: (company) => `Your parcel from ${company} is on its way`,
  outForDelivery: (company) => `Your parcel from ${company} is out for delivery`,
  delivered: (company) => `Your parcel from ${company} was delivered`,
  exception: (company) => `Your parcel from ${company} needs attention`,
}

const RECIPIENT_NEWS: Record<RecipientParcelMoment, (company: string) => string> = {
  shipped: (company) => `${company} sent you a parcel. It has left our warehouse, and you can follow it on its way.`,
  outForDelivery: (company) => `the parcel ${company} sent you is with the driver and should arrive today.`,
  delivered: (company) => `the parcel ${company} sent you was delivered. Enjoy!`,
  exception: (company) => `the courier reported a problem with the parcel ${company} sent you.`,
}

/** To the recipient: their parcel is on its way, nearly there, has arrived, or has hit a problem. */
export const recipientParcelEmail = (parcel: RecipientParcel) =>
  renderEmail(
    SUBJECTS[parcel.moment](parcel.company),
    <EmailLayout title={SUBJECTS[parcel.moment](parcel.company)} preview="See where your parcel is.">
      <Paragraph>
        Hi {firstNameOf(parcel.recipientName)}, {RECIPIENT_NEWS[parcel.moment](parcel.company)}
      </Paragraph>
      {parcel.note ? <Paragraph>{parcel.note}</Paragraph> : null}
      <Action href={parcel.trackingUrl}>Track your parcel</Action>
      <Fineprint>You get this because {parcel.company} sent you a parcel through us.</Fineprint>
    </EmailLayout>,
  )

/** The moments a customer hears of by this email; one on its way is shipment-dispatched.tsx, with the items. */
export type CustomerParcelMoment = Exclude<ParcelMoment, 'shipped'>

export type CustomerParcel = {
  id: number
  recipientName: string
  moment: CustomerParcelMoment
  note: string | null
  items: string[]
  shipmentUrl: string
}

const CUSTOMER_SUBJECTS: Record<CustomerParcelMoment, (id: number, name: string) => string> = {
  outForDelivery: (id, name) => `Shipment #${id} to ${name} is out for delivery`,
  delivered: (id, name) => `Shipment #${id} to ${name} was delivered`,
  exception: (id, name) => `Shipment #${id} to ${name} needs attention`,
  returned: (id, name) => `Shipment #${id} to ${name} came back to us`,
}

const CUSTOMER_TITLES: Record<CustomerParcelMoment, string> = {
  outForDelivery: 'A parcel is out for delivery',
  delivered: 'A parcel was delivered',
  exception: 'A parcel needs attention',
  returned: 'A parcel came back',
}

function CustomerNews({ parcel }: { parcel: CustomerParcel }) {
  const shipment = (
    <>
      shipment <strong>#{parcel.id}</strong> to <strong>{parcel.recipientName}</strong>
    </>
  )
  switch (parcel.moment) {
    case 'returned':
      return <>The carrier returned {shipment} to our warehouse. Its items are back in your inventory:</>
    case 'exception':
      return (
        <>
          The carrier reported a problem with {shipment}
          {parcel.note ? `: ${parcel.note}` : '.'} We are on it and will tell the recipient how to help.
        </>
      )
    case 'delivered':
      return <>The carrier delivered {shipment}.</>
    case 'outForDelivery':
      return <>The driver has {shipment}; it should arrive today.</>
  }
}

/** To the customer: a parcel is nearly there, arrived, hit a problem, or came back to the warehouse with its stock restored. */
export const customerParcelEmail = (parcel: CustomerParcel) =>
  renderEmail(
    CUSTOMER_SUBJECTS[parcel.moment](parcel.id, parcel.recipientName),
    <EmailLayout title={CUSTOMER_TITLES[parcel.moment]} preview={`Shipment #${parcel.id} to ${parcel.recipientName}.`}>
      <Paragraph>
        <CustomerNews parcel={parcel} />
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
