import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TrackedParcelView } from '@/components/parcel-tracking/TrackedParcelView'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { findTrackedParcel } from '@/features/delivery/parcel-tracking'

// The key in the address is the permission: never indexed, never sent on to another site.
export const metadata: Metadata = { title: 'Track your parcel', robots: { index: false, follow: false }, referrer: 'no-referrer' }

type Props = { params: Promise<{ key: string }> }

/** /track/{key} — the recipient follows their parcel, no login: a wrong or unknown key is simply not found. */
export default async function TrackParcelPage({ params }: Props) {
  const { key } = await params
  const [parcel, settings] = await Promise.all([findTrackedParcel(key), getSiteSettings()])
  if (!parcel) notFound()
  return <TrackedParcelView parcel={parcel} contact={settings.supplier} />
}
