import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { CircleCheck, Clock, Palette, Ruler, Truck } from 'lucide-react'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { jsonLd } from '@/components/catalogue/href'
import { PriceBreakTable } from '@/components/catalogue/PriceBreakTable'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import {
  ColourPicker,
  ProductAddToEnquiry,
  ProductGallery,
  ProductOptionsProvider,
  type ColourOption,
  type GalleryImage,
} from '@/components/catalogue/ProductOptions'
import { plainText, RichText, truncate } from '@/components/catalogue/RichText'
import { formatCents, formatCentsShort, lowestUnitPrice } from '@/domain/pricing'
import { parseSlug } from '@/domain/catalogue-params'
import type { CachedPageParams } from '@/features/catalogue/cached-page'
import { getProductBySlug, type ProductDetail } from '@/features/catalogue/product-detail'
import { getRelatedProducts } from '@/features/catalogue/related-products'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { storefrontMetadata } from '@/features/catalogue/seo'
import { serverURL } from '@/platform/http/server-url'

type Props = { params: CachedPageParams<{ slug: string }> }

async function loadProduct(params: Props['params']): Promise<ProductDetail | null> {
  const slug = parseSlug(decodeURIComponentSafe((await params).slug))
  return slug ? getProductBySlug(slug) : null
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

const fromPriceOf = (product: ProductDetail): number | null =>
  product.priceBreaks.length > 0 ? lowestUnitPrice(product.priceBreaks, product.price) : product.price

const describe = (product: ProductDetail): string => {
  const text = plainText(product.description)
  if (text) return truncate(text, 160)
  const price = fromPriceOf(product)
  return `${product.title}, custom branded with your logo${price !== null ? ` from ${formatCentsShort(price)} per unit` : ''}.`
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await loadProduct(params)
  if (!product) return { title: 'Product not found', robots: { index: false } }
  return storefrontMetadata({
    title: product.title,
    description: describe(product),
    path: `/products/${product.slug}`,
    image: product.images[0],
  })
}

/** The photos of the gallery: the product's own, then any colour photo not among them. */
function galleryOf(product: ProductDetail): GalleryImage[] {
  const seen = new Set<number>()
  const images: GalleryImage[] = []
  const add = (image: ProductDetail['images'][number] | null, fallbackAlt: string) => {
    if (!image || seen.has(image.id)) return
    const src = imageUrl(image, 'xl')
    if (!src) return
    seen.add(image.id)
    images.push({ id: image.id, src, thumb: imageUrl(image, 'sm') ?? src, alt: imageAlt(image, fallbackAlt) })
  }
  product.images.forEach((image) => add(image, product.title))
  product.variants.forEach((variant) => add(variant.image, `${product.title} in ${variant.name}`))
  return images
}

export default async function ProductPage({ params }: Props) {
  const product = await loadProduct(params)
  if (!product) notFound()
  const related = await getRelatedProducts(product.id, product.category?.id ?? null, 4)

  const images = galleryOf(product)
  const colours: ColourOption[] = product.variants.map((variant) => ({
    id: variant.id,
    name: variant.name,
    colour: variant.colour,
    imageId: variant.image?.id ?? null,
    imageUrl: imageUrl(variant.image, 'sm'),
  }))
  // The colour of the first photo, as on the product card; a `?colour=` link picks another in the browser.
  const initialColour = colours.find((option) => option.imageId !== null && option.imageId === images[0]?.id) ?? colours[0] ?? null

  const fromPrice = fromPriceOf(product)
  const prices = product.priceBreaks.map((row) => row.pricePerUnit)
  const site = serverURL()
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url: `${site}/products/${product.slug}`,
    description: truncate(plainText(product.description), 5000) || describe(product),
    image: product.images
      .map((image) => imageUrl(image, 'xl'))
      .filter((src): src is string => Boolean(src))
      .map((src) => (src.startsWith('http') ? src : `${site}${src}`)),
    brand: { '@type': 'Brand', name: 'Swagly' },
    ...(product.category ? { category: product.category.title } : {}),
    ...(prices.length > 0 || fromPrice !== null
      ? {
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'AUD',
            lowPrice: ((prices.length ? Math.min(...prices) : fromPrice!) / 100).toFixed(2),
            highPrice: ((prices.length ? Math.max(...prices) : fromPrice!) / 100).toFixed(2),
            offerCount: Math.max(prices.length, 1),
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
  }

  const crumbs = [
    { label: 'Home', href: '/' },
    { label: 'Products', href: '/products' },
    ...(product.category ? [{ label: product.category.title, href: `/categories/${product.category.slug}` }] : []),
    { label: product.title },
  ]

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <Breadcrumbs items={crumbs} />

      <ProductOptionsProvider
        product={{ id: product.id, title: product.title, slug: product.slug, imageUrl: images[0]?.thumb ?? null }}
        images={images}
        colours={colours}
        initialColourId={initialColour?.id ?? null}
      >
        <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-2 lg:gap-14">
          <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
            <ProductGallery />
          </div>

          <div className="min-w-0">
            {product.category ? (
              <Link href={`/categories/${product.category.slug}`} className="text-sm font-medium tracking-wide text-accent uppercase hover:underline">
                {product.category.title}
              </Link>
            ) : null}
            <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{product.title}</h1>

            {fromPrice !== null ? (
              <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
                <span className="text-sm text-muted">from</span>
                <span className="text-3xl font-semibold tracking-tight">{formatCents(fromPrice)}</span>
                <span className="text-sm text-muted">per unit, excl. GST</span>
              </p>
            ) : null}
            <p className="mt-2 text-sm text-muted">
              Minimum order <strong className="font-semibold text-ink">{product.minimumQuantity.toLocaleString('en-AU')} units</strong>
              {product.hasSizing ? ' · available in a range of sizes' : null}
            </p>

            <div className="mt-8 space-y-8">
              <ColourPicker />

              <div>
                <ProductAddToEnquiry />
                <p className="mt-3 text-center text-xs text-muted">
                  No payment now. We reply with a free digital proof and a firm quote within one business day.
                </p>
              </div>

              {product.customDesignOptions.length > 0 ? (
                <section aria-labelledby="decoration-heading">
                  <h2 id="decoration-heading" className="flex items-center gap-2 text-sm font-medium">
                    <Palette className="size-4 text-muted" aria-hidden />
                    Decoration options
                  </h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {product.customDesignOptions.map((tag) => (
                      <li key={tag.id} className="rounded-full border border-line bg-white px-3 py-1.5 text-sm">
                        {tag.label}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}

              {product.priceBreaks.length > 0 ? (
                <section aria-labelledby="pricing-heading">
                  <h2 id="pricing-heading" className="mb-3 text-sm font-medium">
                    Bulk pricing
                  </h2>
                  <PriceBreakTable breaks={product.priceBreaks} captionId="pricing-heading" />
                  <p className="mt-2 text-xs text-muted">Unit prices in AUD, excluding GST.</p>
                </section>
              ) : null}

              <ul className="grid gap-3 border-t border-line pt-6 text-sm sm:grid-cols-2">
                <li className="flex gap-2.5">
                  <Clock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                  Digital proof within one business day
                </li>
                <li className="flex gap-2.5">
                  <Truck className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                  Dispatched about 10 business days after approval
                </li>
                {product.hasSizing ? (
                  <li className="flex gap-2.5">
                    <Ruler className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
                    Choose sizes when you finalise your order
                  </li>
                ) : null}
              </ul>
            </div>
          </div>
        </div>
      </ProductOptionsProvider>

      {plainText(product.description) || product.keyFeatures.length > 0 ? (
        <div className="mt-16 grid grid-cols-1 gap-12 border-t border-line pt-12 lg:grid-cols-2 lg:gap-14">
          {plainText(product.description) ? (
            <section aria-labelledby="description-heading">
              <h2 id="description-heading" className="text-2xl font-semibold tracking-tight">
                About this product
              </h2>
              <RichText data={product.description} className="mt-5" />
            </section>
          ) : null}
          {product.keyFeatures.length > 0 ? (
            <section aria-labelledby="features-heading">
              <h2 id="features-heading" className="text-2xl font-semibold tracking-tight">
                Key features
              </h2>
              <ul className="mt-5 space-y-3">
                {product.keyFeatures.map((feature) => (
                  <li key={feature.id} className="flex gap-4 rounded-2xl border border-line bg-white p-5">
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
                    <div>
                      <h3 className="font-medium">{feature.heading}</h3>
                      {feature.body ? <p className="mt-1 text-sm text-muted">{feature.body}</p> : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : null}

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-20">
          <div className="flex items-end justify-between gap-4">
            <h2 id="related-heading" className="text-2xl font-semibold tracking-tight">
              You might also like
            </h2>
            {product.category ? (
              <Link href={`/categories/${product.category.slug}`} className="text-sm font-medium text-muted hover:text-ink">
                More {product.category.title.toLowerCase()}
              </Link>
            ) : null}
          </div>
          <div className="mt-6">
            <ProductGrid products={related} />
          </div>
        </section>
      ) : null}
    </div>
  )
}
