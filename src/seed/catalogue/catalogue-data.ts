// Demo catalogue for the seed: plain typed constants, no Payload imports.
export { collections } from './data/collections'
export { pages, successContent } from './data/pages'
export { palette, type ColourName } from './data/palette'
export { products } from './data/products'
export { reviews } from './data/reviews'
export { siteMeta, supplier } from './data/supplier'
export { categories, customisationTags, sizingOptions, type CategorySlug, type CustomisationSlug } from './data/taxonomy'
export type * from './data/types'
