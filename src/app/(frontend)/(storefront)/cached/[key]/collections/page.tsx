import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { CollectionCard } from '@/components/catalogue/CollectionCard'
import { EmptyState } from '@/components/catalogue/EmptyState'
import { getCollections } from '@/features/catalogue/collections'
import { storefrontMetadata } from '@/features/catalogue/seo'
import { getSiteSettings } from '@/features/catalogue/storefront-data'

export const generateMetadata = (): Promise<Metadata> =>
  storefrontMetadata({
    title: 'Collections',
    description:
      'Ready-made merchandise bundles for onboarding, events and sustainable gifting, hand-picked by our team and decorated with your logo.',
    path: '/collections',
  })

export default async function CollectionsPage() {
  const settings = await getSiteSettings()
  // /collections is reachable only when site settings say there are collections.
  if (!settings.hasCollections) redirect('/')
  const collections = await getCollections()
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Collections' }]} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Collections</h1>
        <p className="mt-3 text-base text-pretty text-muted sm:text-lg">
          Hand-picked bundles for the moments that matter: welcoming new starters, running events and gifting with a lighter footprint. Start from a
          collection and make it your own.
        </p>
      </header>
      <div className="mt-10">
        {collections.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {collections.map((collection, index) => (
              <li key={collection.id}>
                <CollectionCard collection={collection} priority={index < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No collections yet" action={{ href: '/products', label: 'See all products' }}>
            We are putting our first bundles together. Browse the full range in the meantime.
          </EmptyState>
        )}
      </div>
    </div>
  )
}
