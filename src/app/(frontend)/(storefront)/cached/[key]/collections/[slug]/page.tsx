import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ArrowRight } from 'lucide-react'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { EmptyState } from '@/components/catalogue/EmptyState'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { parseSlug } from '@/domain/catalogue-params'
import type { CachedPageParams } from '@/features/catalogue/cached-page'
import { getCollectionBySlug, type CollectionDetail } from '@/features/catalogue/collections'
import { getProductsByIds } from '@/features/catalogue/products'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { storefrontMetadata } from '@/features/catalogue/seo'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { StorefrontImage } from '@/components/ui/StorefrontImage'

type Props = { params: CachedPageParams<{ slug: string }> }

async function loadCollection(params: Props['params']): Promise<CollectionDetail | null> {
  const slug = parseSlug((await params).slug)
  return slug ? getCollectionBySlug(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const collection = await loadCollection(params)
  if (!collection) return { title: 'Collection not found', robots: { index: false } }
  return storefrontMetadata({
    title: collection.title,
    description: collection.description.short || collection.description.long || `The ${collection.title} collection from Swagly.`,
    path: `/collections/${collection.slug}`,
    image: collection.images[0],
  })
}

export default async function CollectionPage({ params }: Props) {
  const collection = await loadCollection(params)
  if (!collection) notFound()
  const [products, settings] = await Promise.all([getProductsByIds(collection.productIds), getSiteSettings()])
  const [cover, ...more] = collection.images
  const coverSrc = imageUrl(cover, 'xl')
  const count = products.length

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          // The collections index exists only when site settings say so.
          ...(settings.hasCollections ? [{ label: 'Collections', href: '/collections' }] : []),
          { label: collection.title },
        ]}
      />

      <header className="mt-6 grid grid-cols-1 items-center gap-8 lg:grid-cols-2 lg:gap-14">
        <div>
          <p className="text-sm font-medium tracking-wide text-accent uppercase">Collection</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{collection.title}</h1>
          {collection.description.short ? <p className="mt-4 max-w-xl text-lg text-pretty">{collection.description.short}</p> : null}
          {collection.description.long ? <p className="mt-4 max-w-xl text-pretty text-muted">{collection.description.long}</p> : null}
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <a
              href="#collection-products"
              className="inline-flex h-12 items-center gap-2 rounded-full bg-ink px-6 font-medium text-white hover:bg-black/80"
            >
              See the {count} {count === 1 ? 'product' : 'products'}
              <ArrowRight className="size-4" aria-hidden />
            </a>
            <Link href="/start" className="text-sm font-medium underline-offset-4 hover:underline">
              How ordering works
            </Link>
          </div>
        </div>
        {coverSrc ? (
          <div className="grid gap-3">
            <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-sand">
              <StorefrontImage
                src={coverSrc}
                alt={imageAlt(cover, '')}
                fill
                preload
                sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, 100vw"
                className="object-cover"
              />
            </div>
            {more.length > 0 ? (
              <ul className="grid grid-cols-3 gap-3">
                {more.slice(0, 3).map((image) => {
                  const src = imageUrl(image, 'md')
                  return src ? (
                    <li key={image.id} className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-sand">
                      <StorefrontImage src={src} alt={imageAlt(image, '')} fill sizes="(min-width: 1024px) 200px, 33vw" className="object-cover" />
                    </li>
                  ) : null
                })}
              </ul>
            ) : null}
          </div>
        ) : null}
      </header>

      <section id="collection-products" aria-labelledby="collection-products-heading" className="mt-16 scroll-mt-24">
        <div className="flex items-end justify-between gap-4 border-b border-line pb-4">
          <h2 id="collection-products-heading" className="text-2xl font-semibold tracking-tight">
            In this collection
          </h2>
          <p className="text-sm text-muted">
            {count} {count === 1 ? 'product' : 'products'}
          </p>
        </div>
        <div className="mt-8">
          {count > 0 ? (
            <ProductGrid products={products} />
          ) : (
            <EmptyState title="This collection is being restocked" action={{ href: '/products', label: 'See all products' }}>
              Its products are not available right now. Browse the full range, or send us an enquiry and we will put a bundle together for you.
            </EmptyState>
          )}
        </div>
      </section>
    </div>
  )
}
