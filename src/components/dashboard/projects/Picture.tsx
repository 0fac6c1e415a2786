import { ImageOff } from 'lucide-react'

import type { Picture as PictureData } from '@/features/dashboard/line-items'

/**
 * A customer's own image (mockup or proof). A plain <img>: these files are private, so the
 * browser must fetch them with the customer's cookie rather than through the image optimiser.
 */
export function Picture({ picture, size, className = '' }: { picture: PictureData | null; size: number; className?: string }) {
  if (!picture) {
    return (
      <span className={`flex items-center justify-center bg-sand text-muted ${className}`} style={{ width: size, height: size }}>
        <ImageOff className="size-1/3" aria-hidden />
      </span>
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a private file, fetched with the customer's cookie (see above)
    <img
      src={picture.src}
      alt={picture.alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={`bg-sand object-cover ${className}`}
      style={{ width: size, height: size }}
    />
  )
}

/** Up to three overlapping thumbnails and a count of the rest. */
export function PreviewStack({ previews, total }: { previews: PictureData[]; total: number }) {
  const shown = previews.slice(0, 3)
  const rest = total - shown.length
  if (total === 0) return null
  return (
    <div className="flex items-center" aria-label={`${total} ${total === 1 ? 'item' : 'items'}`} role="img">
      {shown.map((picture, index) => (
        <Picture
          key={`${picture.src}-${index}`}
          picture={{ ...picture, alt: '' }}
          size={44}
          className="-ml-2 rounded-xl ring-2 ring-white first:ml-0"
        />
      ))}
      {rest > 0 ? (
        <span className="-ml-2 flex size-11 items-center justify-center rounded-xl bg-sand text-xs font-medium text-muted ring-2 ring-white">
          +{rest}
        </span>
      ) : null}
    </div>
  )
}
