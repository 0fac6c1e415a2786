import { Package } from 'lucide-react'

/**
 * A stock item's picture: the customer's mockup or the product photo. A plain <img>, because
 * mockups are private files the browser fetches with the customer's own cookie.
 */
export function ItemThumb({ src, alt, size }: { src: string | null; alt: string; size: 'sm' | 'md' }) {
  const box = size === 'md' ? 'size-16 sm:size-20' : 'size-11'
  if (!src) {
    return (
      <span className={`flex shrink-0 items-center justify-center rounded-xl bg-sand text-muted ${box}`}>
        <Package className="size-1/3" aria-hidden />
      </span>
    )
  }
  // eslint-disable-next-line @next/next/no-img-element -- a private file, fetched with the customer's cookie (see above)
  return <img src={src} alt={alt} loading="lazy" decoding="async" className={`shrink-0 rounded-xl bg-sand object-cover ${box}`} />
}
