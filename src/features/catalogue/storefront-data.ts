import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { payloadClient } from '@/payload-client'

/**
 * Storefront reads are public, so they run with no user (`overrideAccess: false` keeps the public
 * rules) and are cached across requests until a catalogue or content hook expires their tag.
 */
export const getSiteSettings = unstable_cache(
  async () => {
    const payload = await payloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 2, overrideAccess: false })
  },
  ['site-settings'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.settings, CACHE_TAGS.catalogue] },
)

/** The one content page of a template: the start, storefront or submit-enquiry page. */
export const pageByTemplate = async (template: 'Storefront' | 'Start' | 'SubmitEnquiry', depth: number) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { template: { equals: template } },
    limit: 1,
    depth,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

export const getStorefrontPage = unstable_cache(() => pageByTemplate('Storefront', 2), ['storefront-page'], {
  revalidate: STOREFRONT_CACHE_SECONDS,
  tags: [CACHE_TAGS.content, CACHE_TAGS.catalogue],
})

export const getSubmitEnquiryPage = unstable_cache(() => pageByTemplate('SubmitEnquiry', 0), ['submit-enquiry-page'], {
  revalidate: STOREFRONT_CACHE_SECONDS,
  tags: [CACHE_TAGS.content],
})

export const getFeaturedProducts = unstable_cache(
  async (limit: number) => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: { featured: { equals: true } },
      sort: 'title',
      limit,
      depth: 1,
      overrideAccess: false,
      select: { title: true, slug: true, price: true, images: true, category: true, variants: true },
      populate: { 'product-categories': { title: true, slug: true } },
      joins: { variants: { limit: 8, sort: 'name' } },
    })
    return docs
  },
  ['featured-products'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)
