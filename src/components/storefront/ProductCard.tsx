import Link from 'next/link'

import { formatCentsShort, fromPrice, type PriceBreak } from '@/domain/pricing'
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
  const firstImage = Array.isArray(product.images) ? product.images[0] : null
  const src = imageUrl(firstImage, 'md')
  const swatches = swatchesOf(product.variants)
  const price = fromPrice(product)
  const Heading = headingLevel
  return (
    <Link href={`/products/${product.slug}`} className="group block rounded-2xl focus-visible:outline-offset-4">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-sand">
        {src ? (
          <StorefrontImage
            src={src}
            alt={imageAlt(firstImage, product.title)}
            fill
            preload={priority}
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="mt-3 flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-3">
        <Heading className="text-sm font-medium leading-snug group-hover:underline">{product.title}</Heading>
        {price !== null ? (
          <p className="shrink-0 text-sm text-muted">
            from <span className="font-medium text-ink">{formatCentsShort(price)}</span>
          </p>
        ) : null}
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
