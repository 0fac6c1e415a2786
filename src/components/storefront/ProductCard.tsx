import Link from 'next/link'
import { ArrowRight } from 'lucide-react'

import { formatCentsShort, fromPrice, type PriceBreak } from '@/domain/pricing'
import type { CatalogueImage } from '@/features/catalogue/catalogue-image'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { StorefrontImage } from '@/components/ui/StorefrontImage'

export type ProductCardData = {
  id: number
  title: string
  slug: string
  price?: number | null
  priceBreaks?: PriceBreak[] | null
  images?: unknown
  variants?: { docs?: unknown[] } | null
}

type Swatch = { id: number; name: string; colour: string }

const MAX_SWATCHES = 6

const swatchesOf = (variants: ProductCardData['variants']): Swatch[] =>
  (variants?.docs ?? []).filter((v): v is Swatch => Boolean(v && typeof v === 'object' && 'colour' in v))

const firstImageOf = (product: ProductCardData): unknown => (Array.isArray(product.images) ? product.images[0] : null)

/** The card's photo, filling its frame and growing a little on hover. */
function CardPhoto({
  image,
  title,
  size,
  sizes,
  preload,
  className,
}: {
  image: unknown
  title: string
  size: 'md' | 'lg'
  sizes: string
  preload?: boolean
  className: string
}) {
  const src = imageUrl(image, size)
  return (
    <div className={className}>
      {src ? (
        <StorefrontImage
          src={src}
          alt={imageAlt(image, title)}
          fill
          preload={preload}
          sizes={sizes}
          className="object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      ) : null}
    </div>
  )
}

/** "from $12.50": the lowest unit price any quantity gets. */
function FromPrice({ cents, className, weight }: { cents: number; className: string; weight: 'font-medium' | 'font-semibold' }) {
  return (
    <p className={className}>
      from <span className={`${weight} text-ink`}>{formatCentsShort(cents)}</span>
    </p>
  )
}

/** `priority`: the card is in the first screenful, so its photo is preloaded at high priority (it can be the page's largest paint). */
export function ProductCard({
  product,
  headingLevel = 'h3',
  priority = false,
}: {
  product: ProductCardData
  headingLevel?: 'h2' | 'h3' | 'h4'
  priority?: boolean
}) {
  const swatches = swatchesOf(product.variants)
  const price = fromPrice(product)
  const Heading = headingLevel
  return (
    <Link href={`/products/${product.slug}`} className="group block rounded-2xl focus-visible:outline-offset-4">
      <CardPhoto
        image={firstImageOf(product)}
        title={product.title}
        size="md"
        preload={priority}
        sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        className="relative aspect-square overflow-hidden rounded-2xl bg-sand"
      />
      <div className="mt-3 flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <Heading className="text-sm font-medium leading-snug group-hover:underline">{product.title}</Heading>
        {price !== null ? <FromPrice cents={price} className="shrink-0 text-sm text-muted" weight="font-medium" /> : null}
      </div>
      {swatches.length > 0 ? (
        <div className="mt-2 flex items-center gap-1.5">
          <span className="sr-only">
            Available in {swatches.length} {swatches.length === 1 ? 'colour' : 'colours'}
          </span>
          <ul className="flex gap-1.5" aria-hidden>
            {swatches.slice(0, MAX_SWATCHES).map((swatch) => (
              <li
                key={swatch.id}
                title={swatch.name}
                className="size-3.5 rounded-full ring-1 ring-black/15 ring-inset"
                style={{ backgroundColor: swatch.colour }}
              />
            ))}
          </ul>
          {swatches.length > MAX_SWATCHES ? (
            <span className="text-xs text-muted" aria-hidden>
              +{swatches.length - MAX_SWATCHES}
            </span>
          ) : null}
        </div>
      ) : null}
    </Link>
  )
}

/** A product a category puts forward, wide, with the category's own photo and words for it. */
export function FeaturedProductCard({
  product,
  image,
  description,
}: {
  product: ProductCardData
  image: CatalogueImage | null
  description: string | null
}) {
  const price = fromPrice(product)
  return (
    <Link
      href={`/products/${product.slug}`}
      className="group grid h-full overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-[0_8px_30px_rgba(17,17,17,0.06)] sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <CardPhoto
        image={image ?? firstImageOf(product)}
        title={product.title}
        size="lg"
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 100vw"
        className="relative aspect-[4/3] overflow-hidden bg-sand sm:aspect-auto sm:min-h-56"
      />
      <div className="flex flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">Featured</p>
        <h3 className="mt-1.5 text-lg font-semibold tracking-tight group-hover:underline">{product.title}</h3>
        {description ? <p className="mt-2 text-sm text-pretty text-muted">{description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          {price !== null ? <FromPrice cents={price} className="text-sm text-muted" weight="font-semibold" /> : <span />}
          <span className="inline-flex items-center gap-1 text-sm font-medium">
            View product
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </span>
        </div>
      </div>
    </Link>
  )
}
