import type { Payload } from 'payload'

import { categories, collections, customisationTags, products, sizingOptions } from './catalogue/catalogue-data'
import { demoCustomsFacts } from './catalogue/customs-facts'
import { renderBannerImage, renderProductImage } from './catalogue/render-product-image'
import type { BannerArt } from './catalogue/catalogue-data'
import { richText } from './rich-text'
import type { SeededCatalogue, SeededProduct } from './seeded-catalogue'
import type { SeedProgress } from './seed-progress'
import { uploadFile } from './upload'

const PRODUCT_IMAGE_SIZE = 1000

export const uploadBanner = async (payload: Payload, art: BannerArt, name: string, description: string) =>
  uploadFile(
    payload,
    'storefront-images',
    { data: await renderBannerImage({ shapes: art.shapes, colours: art.colours }), name: `${name}.webp`, mimetype: 'image/webp' },
    { description },
  )

/** Sizing options, customisation tags, categories, products with a rendered image per colour, collections. */
export const seedCatalogue = async (payload: Payload, progress: SeedProgress): Promise<SeededCatalogue> => {
  const sizing = new Map<string, number>()
  for (const option of sizingOptions) {
    sizing.set(option.shortLabel, (await payload.create({ collection: 'sizing-options', data: option, depth: 0 })).id)
  }
  const tags = new Map<string, number>()
  for (const tag of customisationTags) {
    tags.set(tag.slug, (await payload.create({ collection: 'product-customisation-tags', data: tag, depth: 0 })).id)
  }
  const categoryIds = new Map<string, number>()
  for (const category of categories) {
    const banner = await uploadBanner(payload, category.banner, `category-${category.slug}`, `${category.title} products`)
    const created = await payload.create({
      collection: 'product-categories',
      data: {
        title: category.title,
        slug: category.slug,
        description: category.description,
        internalUse: 'internalUse' in category ? Boolean(category.internalUse) : false,
        image: banner.id,
      },
      depth: 0,
    })
    categoryIds.set(category.slug, created.id)
  }

  const internalCategories = new Set<string>(categories.filter((c) => 'internalUse' in c && c.internalUse).map((c) => c.slug))
  const seeded = new Map<string, SeededProduct>()
  const productsDone = progress.phase('Products and images', products.length)
  for (const product of products) {
    const renders = await Promise.all(
      product.variants.map((variant) =>
        renderProductImage({ shape: product.shape, colour: variant.colour, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE }),
      ),
    )
    const images = []
    for (const [index, variant] of product.variants.entries()) {
      images.push(
        await uploadFile(
          payload,
          'media',
          { data: renders[index]!, name: `${product.slug}-${variant.name.toLowerCase().replace(/\s+/g, '-')}.webp`, mimetype: 'image/webp' },
          { description: `${product.title} in ${variant.name}` },
        ),
      )
    }
    const created = await payload.create({
      collection: 'products',
      draft: product.draft,
      data: {
        title: product.title,
        slug: product.slug,
        category: categoryIds.get(product.category),
        status: product.status,
        _status: product.draft ? 'draft' : 'published',
        // Internal-use products (packaging) are added by staff, never listed on the storefront.
        showOnProductCategory: product.showOnProductCategory && !internalCategories.has(product.category),
        featured: product.featured,
        price: product.price,
        priceBreaks: product.priceBreaks,
        minimumQuantity: product.minimumQuantity,
        hasSizing: product.hasSizing,
        customDesignOptions: product.customisationTags.map((slug) => tags.get(slug)!),
        description: richText(product.description),
        keyFeatures: product.keyFeatures,
        images: images.map((image) => image.id),
        customs: demoCustomsFacts(product),
      },
      depth: 0,
    })
    const variants = []
    for (const [index, variant] of product.variants.entries()) {
      const doc = await payload.create({
        collection: 'product-variants',
        data: { product: created.id, name: variant.name, colour: variant.colour, image: images[index]!.id },
        depth: 0,
      })
      variants.push({ id: doc.id, name: variant.name, colour: variant.colour })
    }
    seeded.set(product.slug, {
      id: created.id,
      slug: product.slug,
      title: product.title,
      shape: product.shape,
      hasSizing: product.hasSizing,
      variants,
    })
    productsDone.tick()
  }
  productsDone.done()

  for (const category of categories) {
    const featured = products.filter((p) => p.category === category.slug && p.featured && !p.draft && p.status === 'active')
    if (featured.length === 0) continue
    await payload.update({
      collection: 'product-categories',
      id: categoryIds.get(category.slug)!,
      data: {
        featuredProducts: featured.slice(0, 2).map((product) => ({
          product: seeded.get(product.slug)!.id,
          description: product.description.split('. ')[0] + '.',
        })),
      },
      depth: 0,
    })
  }

  for (const product of products) {
    const related = products.filter((p) => p.category === product.category && p.slug !== product.slug && !p.draft && p.status === 'active')
    await payload.create({
      collection: 'product-recommendations',
      data: { product: seeded.get(product.slug)!.id, recommendedProducts: related.slice(0, 4).map((p) => seeded.get(p.slug)!.id) },
      depth: 0,
    })
  }

  const collectionIds: number[] = []
  for (const collection of collections) {
    const banner = await uploadBanner(payload, collection.banner, `collection-${collection.slug}`, collection.title)
    const created = await payload.create({
      collection: 'product-collections',
      data: {
        title: collection.title,
        slug: collection.slug,
        description: collection.description,
        images: [banner.id],
        products: collection.products.map((slug) => seeded.get(slug)!.id),
      },
      depth: 0,
    })
    collectionIds.push(created.id)
  }

  return {
    products: seeded,
    sizingOptions: sizing,
    categories: categoryIds,
    collections: collectionIds,
  }
}
