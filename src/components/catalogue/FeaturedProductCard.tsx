import Link from 'next/link'
import { ArrowRight } from 'lucide-react'

import { formatCentsShort, lowestUnitPrice } from '@/domain/pricing'
import type { CatalogueImage } from '@/features/catalogue/catalogue-image'
import type { ProductSummary } from '@/features/catalogue/listed-products'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { StorefrontImage } from '@/components/ui/StorefrontImage'

/** A product a category puts forward, with the category's own photo and words for it. */
export function FeaturedProductCard({
  product,
  image,
  description,
}: {
  product: ProductSummary
  image: CatalogueImage | null
  description: string | null
}) {
  const photo = image ?? product.images?.[0] ?? null
  const src = imageUrl(photo, 'lg')
  const price = product.priceBreaks?.length ? lowestUnitPrice(product.priceBreaks, product.price) : product.price
  return (
    <Link
      href={`/products/${product.slug}`}
      className="group grid h-full overflow-hidden rounded-2xl border border-line bg-white transition-shadow hover:shadow-[0_8px_30px_rgba(17,17,17,0.06)] sm:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-sand sm:aspect-auto sm:min-h-56">
        {src ? (
          <StorefrontImage
            src={src}
            alt={imageAlt(photo, product.title)}
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 100vw"
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-col p-5 sm:p-6">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">Featured</p>
        <h3 className="mt-1.5 text-lg font-semibold tracking-tight group-hover:underline">{product.title}</h3>
        {description ? <p className="mt-2 text-sm text-pretty text-muted">{description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          {typeof price === 'number' ? (
            <p className="text-sm text-muted">
              from <span className="font-semibold text-ink">{formatCentsShort(price)}</span>
            </p>
          ) : (
            <span />
          )}
          <span className="inline-flex items-center gap-1 text-sm font-medium">
            View product
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
          </span>
        </div>
      </div>
    </Link>
  )
}
