import type { Metadata } from 'next'

import { canonicalHref } from '@/domain/storefront-url'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { getSiteSettings } from './storefront-data'

type PageSeo = {
  /** Left out on the home page, which carries the site's own title. */
  title?: string
  description?: string | null
  /** The public path of the page; its canonical link keeps only the whitelisted parameters. */
  path: string
  query?: Record<string, string | undefined>
  /** The page's own picture for link previews; the site's default picture otherwise. */
  image?: unknown
  imageAlt?: string
}

/**
 * The head of a storefront page: canonical link, Open Graph (1200x630 image) and a large summary
 * card. Next.js makes every address absolute against the root layout's `metadataBase`.
 */
export async function storefrontMetadata({ title, description, path, query = {}, image, imageAlt: alt }: PageSeo): Promise<Metadata> {
  const settings = await getSiteSettings()
  const siteTitle = settings.meta?.title || 'Swagly'
  const heading = title ?? siteTitle
  const summary = description || settings.meta?.description || undefined
  const picture = imageUrl(image, 'opengraph') ? image : settings.meta?.image
  const pictureUrl = imageUrl(picture, 'opengraph')
  const canonical = canonicalHref(path, query)
  const images = pictureUrl ? [{ url: pictureUrl, width: 1200, height: 630, alt: imageAlt(picture, alt ?? heading) }] : undefined
  return {
    ...(title ? { title } : {}),
    description: summary,
    alternates: { canonical },
    openGraph: { type: 'website', siteName: siteTitle, locale: 'en_AU', url: canonical, title: heading, description: summary, images },
    twitter: { card: 'summary_large_image', title: heading, description: summary, images },
  }
}
