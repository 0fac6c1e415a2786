type SizedImage = {
  url?: string | null
  width?: number | null
  height?: number | null
  description?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined> | null
}

export type ImageSizeName = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'opengraph'

/**
 * Payload prefixes file URLs with the server's origin; served from our own storage they are
 * made relative, so next/image treats them as local files whatever the public origin is.
 */
const sameOriginPath = (url: string): string => {
  if (!url.startsWith('http')) return url
  const parsed = new URL(url)
  return parsed.pathname.startsWith('/payload-api/') ? `${parsed.pathname}${parsed.search}` : url
}

/** The URL of an uploaded image at a named size, falling back to the original. */
export const imageUrl = (image: unknown, size: ImageSizeName = 'md'): string | null => {
  if (!image || typeof image !== 'object') return null
  const sized = image as SizedImage
  const url = sized.sizes?.[size]?.url || sized.url
  return url ? sameOriginPath(url) : null
}

export const imageAlt = (image: unknown, fallback: string): string =>
  (image && typeof image === 'object' ? (image as SizedImage).description : null) || fallback
