import { PackageCheck, PackageX } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { DeliveryDetailsForm } from '@/components/delivery-details/DeliveryDetailsForm'
import { ReviewHeading } from '@/components/review/ReviewHeading'
import { LinkMessage } from '@/components/ui/LinkMessage'
import { findDeliveryDetailsRequest } from '@/collections/shipments/delivery-details-request'
import { firstNameOf } from '@/domain/customer-name'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { submitDeliveryDetails } from '@/features/delivery/delivery-details-actions'
import { payloadClient } from '@/payload-client'

// The key in the address is the permission: never indexed, never sent on to another site.
export const metadata: Metadata = { title: 'Your delivery details', robots: { index: false, follow: false }, referrer: 'no-referrer' }

type Props = { params: Promise<{ key: string }> }

/** " or write to us at …", when the supplier has an email to give (the sender's name may end in a full stop, so never last). */
function WriteToUs({ email }: { email?: string | null }) {
  if (!email) return null
  return (
    <>
      {' '}
      or write to us at{' '}
      <a className="font-medium text-ink underline underline-offset-2" href={`mailto:${email}`}>
        {email}
      </a>
    </>
  )
}

/**
 * /delivery-details/{key} — the recipient gives what their parcel waits for (a corrected address,
 * an ID for customs), no login: a wrong or unknown key is simply not found.
 */
export default async function DeliveryDetailsPage({ params }: Props) {
  const { key } = await params
  const [request, { supplier }] = await Promise.all([findDeliveryDetailsRequest(await payloadClient(), key), getSiteSettings()])
  if (!request) notFound()
  const { sender, needed } = request
  if (!request.open) {
    return (
      <LinkMessage icon={PackageX} title="This parcel is no longer on its way">
        It has been delivered, returned or cancelled, so nothing more is needed from you. If that doesn’t sound right, ask {sender} about it
        <WriteToUs email={supplier?.email} />.
      </LinkMessage>
    )
  }
  if (needed.length === 0) {
    return (
      <LinkMessage icon={PackageCheck} title="We have everything we need">
        Thank you — your parcel needs nothing more from you. Any questions? Ask {sender} about it
        <WriteToUs email={supplier?.email} />.
      </LinkMessage>
    )
  }
  const name = firstNameOf(request.recipientName)
  return (
    <DeliveryDetailsForm
      heading={
        <ReviewHeading
          eyebrow={`From ${sender}`}
          title={needed.length > 1 ? 'We need a few details to deliver your parcel' : 'We need a detail to deliver your parcel'}
        >
          <p>
            {name ? `Hi ${name}, your` : 'Your'} parcel from {sender} can’t go any further until we have the{' '}
            {needed.length > 1 ? 'details' : 'detail'} below.
          </p>
        </ReviewHeading>
      }
      sender={sender}
      recipientName={request.recipientName}
      country={request.country}
      needed={needed}
      address={request.address}
      action={submitDeliveryDetails.bind(null, key)}
    />
  )
}
