import Image from 'next/image'
import Link from 'next/link'

import { formatCentsShort } from '@/domain/pricing'
import { imageAlt, imageUrl } from '@/lib/media'

export type ProductCardData = {
  id: number
  title: string
  slug: string
  price?: number | null
  images?: unknown
  variants?: { docs?: unknown[] } | null
}

type Swatch = { id: number; name: string; colour: string }

const swatchesOf = (variants: ProductCardData['variants']): Swatch[] =>
  (variants?.docs ?? []).filter((v): v is Swatch => Boolean(v && typeof v === 'object' && 'colour' in v))

export function ProductCard({ product }: { product: ProductCardData }) {
  const firstImage = Array.isArray(product.images) ? product.images[0] : null
  const src = imageUrl(firstImage, 'md')
  const swatches = swatchesOf(product.variants)
  return (
    <Link href={`/products/${product.slug}`} className="group block">
      <div className="relative aspect-square overflow-hidden rounded-2xl bg-sand">
        {src ? (
          <Image
            src={src}
            alt={imageAlt(firstImage, product.title)}
            fill
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
            className="object-cover transition duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium leading-snug group-hover:underline">{product.title}</h3>
        {typeof product.price === 'number' ? (
          <p className="shrink-0 text-sm text-muted">from {formatCentsShort(product.price)}</p>
        ) : null}
      </div>
      {swatches.length > 0 ? (
        <ul className="mt-2 flex gap-1.5" aria-label={`${swatches.length} colours`}>
          {swatches.slice(0, 6).map((swatch) => (
            <li
              key={swatch.id}
              title={swatch.name}
              className="size-3.5 rounded-full ring-1 ring-black/15"
              style={{ backgroundColor: swatch.colour }}
            />
          ))}
        </ul>
      ) : null}
    </Link>
  )
}
