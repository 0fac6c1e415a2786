import type { Metadata } from 'next'
import Link from 'next/link'
import { ArrowRight } from 'lucide-react'

import { HomeSection } from '@/components/storefront/HomeSection'
import { ProductCard, type ProductCardData } from '@/components/storefront/ProductCard'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { storefrontMetadata } from '@/features/catalogue/seo'
import { getFeaturedProducts, getSiteSettings, getStorefrontPage } from '@/features/catalogue/storefront-data'
import { StorefrontImage } from '@/components/ui/StorefrontImage'

type Linked = { id: number; title: string; slug: string; image?: unknown; images?: unknown; description?: unknown }

const linked = (value: unknown): Linked[] =>
  Array.isArray(value) ? value.filter((v): v is Linked => Boolean(v && typeof v === 'object' && 'slug' in v)) : []

export async function generateMetadata(): Promise<Metadata> {
  const page = await getStorefrontPage()
  return storefrontMetadata({ path: '/', image: page?.storefront?.heroImage })
}

export default async function HomePage() {
  const [page, settings, products] = await Promise.all([getStorefrontPage(), getSiteSettings(), getFeaturedProducts(8)])
  const hero = page?.storefront
  const heroSrc = imageUrl(hero?.heroImage, 'xl')
  const collections = linked(hero?.featuredCollections)
  const categories = linked(settings.productCategories)
  return (
    <>
      <section className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-16">
        <div>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero?.heading || 'Custom merchandise your team will actually keep'}
          </h1>
          {hero?.subheading ? <p className="mt-5 max-w-xl text-lg text-muted">{hero.subheading}</p> : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/products" className="inline-flex h-12 items-center gap-2 rounded-full bg-ink px-6 font-medium text-white hover:bg-black/80">
              Browse products <ArrowRight className="size-4" aria-hidden />
            </Link>
            <Link href="/start" className="inline-flex h-12 items-center rounded-full border border-ink/20 px-6 font-medium hover:border-ink">
              Start a project
            </Link>
          </div>
        </div>
        {heroSrc ? (
          <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-sand">
            <StorefrontImage
              src={heroSrc}
              alt={imageAlt(hero?.heroImage, '')}
              fill
              preload
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="object-cover"
            />
          </div>
        ) : null}
      </section>

      {categories.length > 0 ? (
        <HomeSection
          id="categories"
          title="Shop by category"
          link={
            <Link href="/categories" className="text-sm font-medium text-muted hover:text-ink">
              All categories
            </Link>
          }
        >
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {categories.slice(0, 8).map((category) => {
              const src = imageUrl(category.image, 'md')
              return (
                <li key={category.id}>
                  <Link href={`/categories/${category.slug}`} className="group block">
                    <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-sand">
                      {src ? (
                        <StorefrontImage
                          src={src}
                          alt=""
                          fill
                          sizes="(min-width: 640px) 25vw, 50vw"
                          className="object-cover transition duration-500 group-hover:scale-[1.03]"
                        />
                      ) : null}
                    </div>
                    <p className="mt-2 font-medium">{category.title}</p>
                  </Link>
                </li>
              )
            })}
          </ul>
        </HomeSection>
      ) : null}

      {products.length > 0 ? (
        <HomeSection id="featured" title="Team favourites">
          <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
            {products.map((product) => (
              <ProductCard key={product.id} product={product as ProductCardData} />
            ))}
          </div>
        </HomeSection>
      ) : null}

      {collections.length > 0 ? (
        <HomeSection id="collections" title="Curated collections">
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {collections.map((collection) => {
              const cover = Array.isArray(collection.images) ? collection.images[0] : null
              const src = imageUrl(cover, 'lg')
              const description = collection.description as { short?: string } | undefined
              return (
                <li key={collection.id}>
                  <Link href={`/collections/${collection.slug}`} className="group block overflow-hidden rounded-2xl border border-line bg-white">
                    <div className="relative aspect-[16/9] bg-sand">
                      {src ? <StorefrontImage src={src} alt="" fill sizes="(min-width: 768px) 33vw, 100vw" className="object-cover" /> : null}
                    </div>
                    <div className="p-5">
                      <p className="font-semibold">{collection.title}</p>
                      {description?.short ? <p className="mt-1 text-sm text-muted">{description.short}</p> : null}
                    </div>
                  </Link>
                </li>
              )
            })}
          </ul>
        </HomeSection>
      ) : null}

      {settings.reviews && settings.reviews.length > 0 ? (
        <HomeSection id="reviews" title="What our customers say">
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {settings.reviews.slice(0, 3).map((review) => {
              const avatar = imageUrl(review.image, 'xs')
              return (
                <li key={review.id} className="rounded-2xl border border-line bg-white p-6">
                  <blockquote className="text-pretty">“{review.quote}”</blockquote>
                  <div className="mt-5 flex items-center gap-3">
                    {avatar ? <StorefrontImage src={avatar} alt="" width={40} height={40} className="rounded-full" /> : null}
                    <p className="text-sm">
                      <span className="font-medium">{review.name}</span>
                      {review.company ? <span className="text-muted"> · {review.company}</span> : null}
                    </p>
                  </div>
                </li>
              )
            })}
          </ul>
        </HomeSection>
      ) : null}
    </>
  )
}
