import { unstable_cache } from 'next/cache'
import type { Where } from 'payload'

import { CACHE_TAGS } from '@/platform/next-cache/cache-tags'
import { DEFAULT_SORT, PRODUCT_SORTS, type ProductSort } from '@/domain/catalogue-params'
import type { PriceBreak } from '@/domain/pricing'
import { SITEMAP_MAX_URLS, type SitemapContent } from '@/domain/sitemap'
import { STOREFRONT_CACHE_SECONDS } from '@/domain/storefront-url'
import { payloadClient } from '@/payload-client'
import { pageByTemplate } from './storefront-data'

/**
 * The catalogue pages' reads (products, a product and its related ones, categories,
 * collections and the start page). They run without a user and with
 * `overrideAccess: false`, so the public rules apply (products published and active, categories
 * not for internal use), select only what the pages show, and stay cached until a catalogue or
 * content hook expires their tag.
 */

// ---------------------------------------------------------------------------------------------
// Shapes the pages receive

/** An uploaded image with only the sizes a page renders. */
export type CatalogueImage = {
  id: number
  description?: string | null
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined> | null
}

export type VariantSwatch = { id: number; name: string; colour: string }

export type ProductSummary = {
  id: number
  title: string
  slug: string
  price?: number | null
  priceBreaks?: PriceBreak[] | null
  images?: CatalogueImage[]
  variants?: { docs: VariantSwatch[] }
}

export type ProductVariantDetail = VariantSwatch & { image: CatalogueImage | null }

export type ProductDetail = {
  id: number
  title: string
  slug: string
  price: number | null
  minimumQuantity: number
  hasSizing: boolean
  priceBreaks: PriceBreak[]
  category: { id: number; title: string; slug: string } | null
  customDesignOptions: { id: number; label: string }[]
  description: unknown
  keyFeatures: { id: string; heading: string; body: string | null }[]
  images: CatalogueImage[]
  variants: ProductVariantDetail[]
  updatedAt: string
}

export type CategorySummary = {
  id: number
  title: string
  slug: string
  description: string | null
  image: CatalogueImage | null
}

export type CategoryDetail = CategorySummary & {
  featuredProducts: { productId: number; image: CatalogueImage | null; description: string | null }[]
}

export type CollectionSummary = {
  id: number
  title: string
  slug: string
  description: { short: string | null; long: string | null }
  images: CatalogueImage[]
  productCount: number
}

export type CollectionDetail = CollectionSummary & { productIds: number[] }

export type StartPage = {
  title: string
  heading: string | null
  steps: { id: string; heading: string; text: string | null }[]
  bookCallUrl: string | null
}

export type ProductPage = {
  docs: ProductSummary[]
  page: number
  totalPages: number
  totalDocs: number
  limit: number
}

// ---------------------------------------------------------------------------------------------
// Listing

export const PRODUCTS_PER_PAGE = 24

// ---------------------------------------------------------------------------------------------
// Helpers

type SizeName = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'opengraph'

/** The fields of an upload document a page needs, at the named sizes. */
const imageSelect = (...sizeNames: SizeName[]) => ({
  description: true as const,
  filename: true as const,
  url: true as const,
  width: true as const,
  height: true as const,
  sizes: Object.fromEntries(sizeNames.map((name) => [name, true])) as Partial<Record<SizeName, true>>,
})

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value && typeof value === 'object')

const asImage = (value: unknown): CatalogueImage | null => (isObject(value) && typeof value.id === 'number' ? (value as CatalogueImage) : null)

const asImages = (value: unknown): CatalogueImage[] =>
  Array.isArray(value) ? value.map(asImage).filter((image): image is CatalogueImage => image !== null) : []

const relationId = (value: unknown): number | null => {
  if (typeof value === 'number') return value
  if (isObject(value) && typeof value.id === 'number') return value.id
  return null
}

const asPriceBreaks = (value: unknown): PriceBreak[] =>
  Array.isArray(value)
    ? value
        .filter((row): row is PriceBreak => isObject(row) && typeof row.minQuantity === 'number' && typeof row.pricePerUnit === 'number')
        .map(({ minQuantity, pricePerUnit }) => ({ minQuantity, pricePerUnit }))
        .sort((a, b) => a.minQuantity - b.minQuantity)
    : []

const asSwatches = (value: unknown): VariantSwatch[] => {
  const docs = isObject(value) && Array.isArray(value.docs) ? value.docs : []
  return docs
    .filter(
      (doc): doc is VariantSwatch => isObject(doc) && typeof doc.id === 'number' && typeof doc.name === 'string' && typeof doc.colour === 'string',
    )
    .map(({ id, name, colour }) => ({ id, name, colour }))
}

// Payload's Local API rewrites the `where`, `joins` and `populate` objects it is given (a join
// gains the access rules of the joined collection on every call), so each query gets fresh ones.

/** Card fields of a product: enough for an image, a title, "from $X" and colour swatches. */
const summarySelect = (swatches = true) =>
  ({
    title: true,
    slug: true,
    price: true,
    priceBreaks: true,
    images: true,
    ...(swatches ? { variants: true as const } : {}),
  }) as const

const summaryPopulate = () => ({
  media: imageSelect('md'),
  'product-variants': { name: true as const, colour: true as const },
})

const summaryJoins = () => ({ variants: { limit: 12, sort: 'name' } })

const toSummary = (doc: Record<string, unknown>): ProductSummary => ({
  id: doc.id as number,
  title: String(doc.title ?? ''),
  slug: String(doc.slug ?? ''),
  price: typeof doc.price === 'number' ? doc.price : null,
  priceBreaks: asPriceBreaks(doc.priceBreaks),
  // Cards show the first image only.
  images: asImages(doc.images).slice(0, 1),
  variants: { docs: asSwatches(doc.variants) },
})

const listedOnly = (): Where => ({ showOnProductCategory: { equals: true } })

// ---------------------------------------------------------------------------------------------
// Products

type ProductListQuery = {
  categoryId?: number | null
  sort?: ProductSort
  page?: number
  excludeIds?: number[]
  limit?: number
}

const findProducts = async ({
  categoryId = null,
  sort = DEFAULT_SORT,
  page = 1,
  excludeIds = [],
  limit = PRODUCTS_PER_PAGE,
}: ProductListQuery): Promise<ProductPage> => {
  const payload = await payloadClient()
  const where = (): Where => {
    const conditions: Where[] = [listedOnly()]
    if (categoryId !== null) conditions.push({ category: { equals: categoryId } })
    if (excludeIds.length > 0) conditions.push({ id: { not_in: [...excludeIds] } })
    return { and: conditions }
  }
  const sortFields = (PRODUCT_SORTS.find((option) => option.value === sort) ?? PRODUCT_SORTS[0]).sort
  const run = (onPage: number) =>
    payload.find({
      collection: 'products',
      where: where(),
      sort: [...sortFields],
      page: onPage,
      limit,
      depth: 1,
      overrideAccess: false,
      select: summarySelect(),
      populate: summaryPopulate(),
      joins: summaryJoins(),
    })
  let result = await run(page)
  // A page past the end shows the last page rather than an empty one.
  if (result.docs.length === 0 && result.totalPages > 0 && page > result.totalPages) {
    result = await run(result.totalPages)
  }
  return {
    docs: result.docs.map((doc) => toSummary(doc as unknown as Record<string, unknown>)),
    page: result.page ?? 1,
    totalPages: Math.max(result.totalPages, 1),
    totalDocs: result.totalDocs,
    limit,
  }
}

/** GetProducts(productCategoryId, limit, page, sort): listed products, 24 a page. */
export const getProducts = unstable_cache(findProducts, ['catalogue-products'], {
  revalidate: STOREFRONT_CACHE_SECONDS,
  tags: [CACHE_TAGS.catalogue],
})

/**
 * Listed products by id, in the order given; `swatches` adds each one's colours (a join).
 * Uncached, for use inside a cached read: an unstable_cache nested in another is not consulted.
 */
export const findProductsByIds = async (ids: number[], swatches: boolean): Promise<ProductSummary[]> => {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id))
  if (wanted.length === 0) return []
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'products',
    where: { and: [listedOnly(), { id: { in: wanted } }] },
    limit: wanted.length,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: summarySelect(swatches),
    populate: summaryPopulate(),
    joins: swatches ? summaryJoins() : false,
  })
  const byId = new Map(docs.map((doc) => [doc.id, toSummary(doc as unknown as Record<string, unknown>)]))
  return wanted.map((id) => byId.get(id)).filter((doc): doc is ProductSummary => Boolean(doc))
}

/** Listed products by id as cards show them (featured products of a category, a collection, search results). */
export const getProductsByIds = unstable_cache(
  async (ids: number[]): Promise<ProductSummary[]> => findProductsByIds(ids, true),
  ['catalogue-products-by-id'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)

/** GetProduct(slug): limit 1, published, active, listed; variants limit 99 sorted by name. */
export const getProductBySlug = unstable_cache(
  async (slug: string): Promise<ProductDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [listedOnly(), { slug: { equals: slug } }] },
      limit: 1,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: {
        title: true,
        slug: true,
        category: true,
        price: true,
        minimumQuantity: true,
        hasSizing: true,
        priceBreaks: true,
        customDesignOptions: true,
        description: true,
        keyFeatures: true,
        images: true,
        updatedAt: true,
      },
      populate: {
        'product-categories': { title: true, slug: true },
        'product-customisation-tags': { label: true },
        media: imageSelect('xs', 'sm', 'md', 'lg', 'xl', 'opengraph'),
      },
    })
    const doc = docs[0]
    if (!doc) return null

    // The join on the product is capped at depth 1, so variant images come from their own query.
    const variants = await payload.find({
      collection: 'product-variants',
      where: { product: { equals: doc.id } },
      sort: 'name',
      limit: 99,
      depth: 1,
      overrideAccess: false,
      select: { name: true, colour: true, image: true },
      populate: { media: imageSelect('xs', 'sm', 'md', 'lg', 'xl') },
    })

    const category = isObject(doc.category) ? (doc.category as { id: number; title: string; slug: string }) : null
    return {
      id: doc.id,
      title: doc.title,
      slug: doc.slug,
      price: doc.price ?? null,
      minimumQuantity: doc.minimumQuantity ?? 1,
      hasSizing: Boolean(doc.hasSizing),
      priceBreaks: asPriceBreaks(doc.priceBreaks),
      category: category ? { id: category.id, title: category.title, slug: category.slug } : null,
      customDesignOptions: (doc.customDesignOptions ?? [])
        .filter((tag) => isObject(tag))
        .map((tag) => ({ id: (tag as { id: number }).id, label: String((tag as { label?: string }).label ?? '') }))
        .filter((tag) => tag.label),
      description: doc.description ?? null,
      keyFeatures: (doc.keyFeatures ?? []).map((feature, index) => ({
        id: feature.id ?? String(index),
        heading: feature.heading,
        body: feature.body ?? null,
      })),
      images: asImages(doc.images),
      variants: variants.docs
        .filter((variant) => typeof variant.colour === 'string')
        .map((variant) => ({
          id: variant.id,
          name: variant.name,
          colour: variant.colour,
          image: asImage(variant.image),
        })),
      updatedAt: doc.updatedAt,
    }
  },
  ['catalogue-product'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)

/**
 * GetRelatedProducts(productId, limit): the staff's recommendations first, then products from
 * the same category, never the product itself.
 */
export const getRelatedProducts = unstable_cache(
  async (productId: number, categoryId: number | null, limit = 4): Promise<ProductSummary[]> => {
    const payload = await payloadClient()
    const { docs: recommendations } = await payload.find({
      collection: 'product-recommendations',
      where: { product: { equals: productId } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
      select: { recommendedProducts: true },
    })
    const recommendedIds = (recommendations[0]?.recommendedProducts ?? [])
      .map(relationId)
      .filter((id): id is number => id !== null && id !== productId)
    const related = recommendedIds.length > 0 ? await findProductsByIds(recommendedIds, true) : []
    if (related.length >= limit || categoryId === null) return related.slice(0, limit)

    const { docs } = await findProducts({
      categoryId,
      sort: 'featured',
      limit: limit - related.length,
      excludeIds: [productId, ...related.map((product) => product.id)],
    })
    return [...related, ...docs].slice(0, limit)
  },
  ['catalogue-related-products'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)

// ---------------------------------------------------------------------------------------------
// Categories

const categorySelect = () => ({ title: true, slug: true, description: true, image: true }) as const

const toCategory = (doc: Record<string, unknown>): CategorySummary => ({
  id: doc.id as number,
  title: String(doc.title ?? ''),
  slug: String(doc.slug ?? ''),
  description: typeof doc.description === 'string' ? doc.description : null,
  image: asImage(doc.image),
})

/** Public categories in the navigation order of site settings; any others after them by title. */
export const getCategories = unstable_cache(
  async (): Promise<CategorySummary[]> => {
    const payload = await payloadClient()
    const [settings, { docs }] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { productCategories: true } }),
      payload.find({
        collection: 'product-categories',
        where: { internalUse: { not_equals: true } },
        sort: 'title',
        limit: 100,
        depth: 1,
        overrideAccess: false,
        select: categorySelect(),
        populate: { 'storefront-images': imageSelect('sm', 'md', 'lg') },
      }),
    ])
    const order = (settings.productCategories ?? []).map(relationId)
    const position = (id: number) => {
      const index = order.indexOf(id)
      return index === -1 ? Number.MAX_SAFE_INTEGER : index
    }
    return docs.map((doc) => toCategory(doc as unknown as Record<string, unknown>)).sort((a, b) => position(a.id) - position(b.id))
  },
  ['catalogue-categories'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.settings] },
)

/** GetProductCategory(slug): never a category for internal use. */
export const getCategoryBySlug = unstable_cache(
  async (slug: string): Promise<CategoryDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'product-categories',
      where: { and: [{ slug: { equals: slug } }, { internalUse: { not_equals: true } }] },
      limit: 1,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: { ...categorySelect(), featuredProducts: true },
      populate: {
        'storefront-images': imageSelect('md', 'lg', 'xl', 'opengraph'),
        media: imageSelect('md', 'lg'),
        products: { slug: true },
      },
    })
    const doc = docs[0]
    if (!doc) return null
    return {
      ...toCategory(doc as unknown as Record<string, unknown>),
      featuredProducts: (doc.featuredProducts ?? [])
        .map((row) => ({
          productId: relationId(row.product),
          image: asImage(row.image),
          description: row.description ?? null,
        }))
        .filter((row): row is CategoryDetail['featuredProducts'][number] => row.productId !== null),
    }
  },
  ['catalogue-category'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)

// ---------------------------------------------------------------------------------------------
// Collections

const collectionSelect = () => ({ title: true, slug: true, description: true, images: true, productCount: true }) as const

const toCollection = (doc: Record<string, unknown>): CollectionSummary => {
  const description = isObject(doc.description) ? doc.description : {}
  return {
    id: doc.id as number,
    title: String(doc.title ?? ''),
    slug: String(doc.slug ?? ''),
    description: {
      short: typeof description.short === 'string' ? description.short : null,
      long: typeof description.long === 'string' ? description.long : null,
    },
    images: asImages(doc.images),
    productCount: typeof doc.productCount === 'number' ? doc.productCount : 0,
  }
}

/** GetProductCollections: every collection, unpaginated. */
export const getCollections = unstable_cache(
  async (): Promise<CollectionSummary[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'product-collections',
      sort: 'title',
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: collectionSelect(),
      populate: { 'storefront-images': imageSelect('md', 'lg') },
    })
    return docs.map((doc) => toCollection(doc as unknown as Record<string, unknown>))
  },
  ['catalogue-collections'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)

/** GetProductCollection(slug). */
export const getCollectionBySlug = unstable_cache(
  async (slug: string): Promise<CollectionDetail | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'product-collections',
      where: { slug: { equals: slug } },
      limit: 1,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: { ...collectionSelect(), products: true },
      populate: {
        'storefront-images': imageSelect('md', 'lg', 'xl', 'opengraph'),
        products: { slug: true },
      },
    })
    const doc = docs[0]
    if (!doc) return null
    return {
      ...toCollection(doc as unknown as Record<string, unknown>),
      productIds: (doc.products ?? []).map(relationId).filter((id): id is number => id !== null),
    }
  },
  ['catalogue-collection'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue] },
)

// ---------------------------------------------------------------------------------------------
// Content

/** GetStartPage: the page with the Start template (limit 1). */
export const getStartPage = unstable_cache(
  async (): Promise<StartPage | null> => {
    const doc = await pageByTemplate('Start', 0)
    if (!doc) return null
    return {
      title: doc.title,
      heading: doc.start?.heading ?? null,
      steps: (doc.start?.steps ?? []).map((step, index) => ({
        id: step.id ?? String(index),
        heading: step.heading,
        text: step.text ?? null,
      })),
      bookCallUrl: doc.start?.bookCallUrl ?? null,
    }
  },
  ['start-page'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.content] },
)

// ---------------------------------------------------------------------------------------------
// Sitemap

/** Every public catalogue page for sitemap.xml: slugs and their last change. */
export const getSitemapContent = unstable_cache(
  async (): Promise<SitemapContent> => {
    const payload = await payloadClient()
    const dated = { slug: true, updatedAt: true } as const
    const [settings, products, categories, collections] = await Promise.all([
      payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false, select: { hasCollections: true } }),
      payload.find({
        collection: 'products',
        where: listedOnly(),
        sort: 'slug',
        limit: SITEMAP_MAX_URLS,
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: dated,
      }),
      payload.find({
        collection: 'product-categories',
        where: { internalUse: { not_equals: true } },
        sort: 'slug',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        select: dated,
      }),
      payload.find({ collection: 'product-collections', sort: 'slug', pagination: false, depth: 0, overrideAccess: false, select: dated }),
    ])
    return {
      hasCollections: Boolean(settings.hasCollections),
      products: products.docs,
      categories: categories.docs,
      collections: collections.docs,
    }
  },
  ['sitemap-content'],
  { revalidate: STOREFRONT_CACHE_SECONDS, tags: [CACHE_TAGS.catalogue, CACHE_TAGS.settings] },
)
