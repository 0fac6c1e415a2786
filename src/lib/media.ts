type SizedImage = {
  url?: string | null
  width?: number | null
  height?: number | null
  description?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined> | null
}

export type ImageSizeName = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'opengraph'

/** The URL of an uploaded image at a named size, falling back to the original. */
export const imageUrl = (image: unknown, size: ImageSizeName = 'md'): string | null => {
  if (!image || typeof image !== 'object') return null
  const sized = image as SizedImage
  return sized.sizes?.[size]?.url || sized.url || null
}

export const imageAlt = (image: unknown, fallback: string): string =>
  (image && typeof image === 'object' ? (image as SizedImage).description : null) || fallback
