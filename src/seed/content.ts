import type { Payload } from 'payload'

import { categories, pages, reviews, siteMeta, successContent, supplier } from './catalogue/catalogue-data'
import { renderAvatar } from './catalogue/render-product-image'
import { uploadBanner } from './catalogue-seed'
import type { SeededCatalogue } from './seeded-catalogue'
import { uploadFile } from './upload'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** The three content pages and the site settings. */
export const seedContent = async (payload: Payload, catalogue: SeededCatalogue) => {
  const hero = await uploadBanner(payload, pages.storefront.heroBanner, 'storefront-hero', 'Branded hoodie, bottle and cap')
  await payload.create({
    collection: 'pages',
    data: {
      title: 'Home',
      slug: 'home',
      template: 'Storefront',
      storefront: {
        heading: pages.storefront.heading,
        subheading: pages.storefront.subheading,
        heroImage: hero.id,
        featuredCollections: catalogue.collections,
      },
    },
    depth: 0,
  })
  await payload.create({ collection: 'pages', data: { title: 'Start a project', slug: 'start', template: 'Start', start: pages.start }, depth: 0 })
  await payload.create({
    collection: 'pages',
    data: { title: 'Submit your enquiry', slug: 'submit-enquiry', template: 'SubmitEnquiry', submitEnquiry: pages.submitEnquiry },
    depth: 0,
  })

  const reviewRows = []
  for (const review of reviews) {
    const avatar = await uploadFile(
      payload,
      'storefront-images',
      {
        data: await renderAvatar(initialsOf(review.name), review.avatarColour),
        name: `review-${initialsOf(review.name).toLowerCase()}.webp`,
        mimetype: 'image/webp',
      },
      { description: review.name },
    )
    reviewRows.push({ image: avatar.id, quote: review.quote, name: review.name, company: review.company })
  }
  const sizingOrder = [...catalogue.sizingOptions.values()]
  const { address } = supplier
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      meta: { ...siteMeta, image: hero.id },
      supplier: {
        name: supplier.name,
        legalName: supplier.legalName,
        abn: supplier.abn,
        email: supplier.email,
        phone: supplier.phone,
        address: `${address.line1}\n${address.suburb} ${address.state} ${address.postcode}\n${address.country}`,
        staffNotificationEmail: 'orders@swagly.example',
      },
      dispatchFrom: {
        name: `${supplier.name} warehouse`,
        address1: address.line1,
        suburb: address.suburb,
        state: address.state,
        postcode: address.postcode,
        phone: supplier.phone,
        email: supplier.email,
      },
      hasCollections: true,
      productCategories: categories.filter((c) => !('internalUse' in c && c.internalUse)).map((c) => catalogue.categories.get(c.slug)!),
      sizingOptions: sizingOrder,
      reviews: reviewRows,
      payments: { stripeCardFee: 1.5, successContent },
    },
    depth: 0,
  })
}
