/**
 * The public storefront pages for sitemap.xml: the fixed pages, then every listed product, public
 * category and collection. The collections index is listed only when the site has collections
 * (otherwise it redirects home).
 */
export type SitemapEntry = { url: string; lastModified?: string; priority: number }

type Dated = { slug: string; updatedAt?: string | null }

export type SitemapContent = {
  hasCollections: boolean
  products: Dated[]
  categories: Dated[]
  collections: Dated[]
}

/** A sitemap file holds at most 50,000 addresses. */
export const SITEMAP_MAX_URLS = 50_000

export const sitemapEntries = (origin: string, content: SitemapContent): SitemapEntry[] => {
  const at = (path: string, priority: number, lastModified?: string | null): SitemapEntry => ({
    url: `${origin}${path}`,
    priority,
    ...(lastModified ? { lastModified } : {}),
  })
  const entries = [
    at('/', 1),
    at('/start', 0.6),
    at('/products', 0.9),
    at('/categories', 0.8),
    ...(content.hasCollections ? [at('/collections', 0.7)] : []),
    ...content.categories.map((category) => at(`/categories/${category.slug}`, 0.8, category.updatedAt)),
    ...content.collections.map((collection) => at(`/collections/${collection.slug}`, 0.6, collection.updatedAt)),
    ...content.products.map((product) => at(`/products/${product.slug}`, 0.7, product.updatedAt)),
  ]
  return entries.slice(0, SITEMAP_MAX_URLS)
}
