// Shapes of the demo catalogue's taxonomy: categories, customisations and sizes.
import type { ProductShape } from '../render-product-image'

export interface Category {
  slug: string
  title: string
  description: string
  /** Hidden from the storefront; used for things staff order on a customer's behalf. */
  internalUse?: boolean
  /** Ready to pass to renderBannerImage; the first shape is the hero. */
  banner: BannerArt
}

export interface BannerArt {
  shapes: ProductShape[]
  colours: string[]
}

export interface CustomisationTag {
  slug: string
  label: string
  unitPrice: number
  setupFee: number
}

export interface SizingOption {
  label: string
  shortLabel: string
  order: number
}
