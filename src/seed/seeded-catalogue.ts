import type { ProductShape } from './catalogue/render-product-image'

/** What the sales seed needs to know about the seeded catalogue. */
export type SeededProduct = {
  id: number
  slug: string
  title: string
  shape: ProductShape
  hasSizing: boolean
  variants: { id: number; name: string; colour: string }[]
}

export type SeededCatalogue = {
  products: Map<string, SeededProduct>
  sizingOptions: Map<string, number>
  categories: Map<string, number>
  collections: number[]
}
