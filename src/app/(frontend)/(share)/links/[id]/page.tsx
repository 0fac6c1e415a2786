import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LinkClosed } from '@/components/recipient-links/LinkClosed'
import { RecipientLinkForm } from '@/components/recipient-links/RecipientLinkForm'
import { ReviewHeading } from '@/components/review/ReviewHeading'
import { LINK_REFUSALS } from '@/domain/recipient-link'
import { payloadClient } from '@/payload-client'
import { findHeldLink, holderState } from '@/collections/recipient-links/held-link'
import { sizeOptions } from '@/features/review/review-project'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { submitLinkResponse } from '@/features/recipient-links/link-response-actions'

export const metadata: Metadata = { title: 'Your details' }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ key?: string | string[] }> }

/** /links/{id}?key=… — a recipient gives their address (and sizes), or claims swag from stock. */
export default async function RecipientLinkPage({ params, searchParams }: Props) {
  const [{ id }, { key }] = await Promise.all([params, searchParams])
  const link = await findHeldLink(await payloadClient(), id, key)
  if (!link) notFound()
  const state = holderState(link)
  if (state !== 'open') {
    return (
      <LinkClosed
        title={state === 'claimed' ? 'All claimed' : state === 'answered' ? 'Already answered' : 'This link is not taking responses'}
        company={link.company}
        message={LINK_REFUSALS[state].message}
        contact={(await getSiteSettings()).supplier}
      />
    )
  }
  const ships = link.mode === 'ship'
  return (
    <>
      <ReviewHeading eyebrow={`From ${link.company}`} title={link.name}>
        {link.message ? <p className="whitespace-pre-line text-ink">{link.message}</p> : null}
        <p className={link.message ? 'mt-2' : ''}>
          {ships
            ? `${link.company} is sending you some swag. Tell us where it should go and we’ll book it straight away.`
            : `${link.company} is ordering swag for you. Tell us your size and where to send it.`}
        </p>
      </ReviewHeading>
      <RecipientLinkForm
        ships={ships}
        company={link.company}
        items={link.items.map(({ title, quantity }) => ({ title, quantity }))}
        sizedLines={link.sizedLines}
        sizeOptions={link.sizedLines.length > 0 ? await sizeOptions() : []}
        invitee={link.invitation ? { name: link.invitation.name, email: link.invitation.email } : undefined}
        action={submitLinkResponse.bind(null, id, key as string)}
      />
    </>
  )
}
