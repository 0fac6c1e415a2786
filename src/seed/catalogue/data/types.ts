// Shapes of the demo catalogue. Plain data only: the seed maps these onto Payload collections.
import type { ProductShape } from '../render-product-image'
import type { CategorySlug, CustomisationSlug } from './taxonomy'
import type { BannerArt } from './taxonomy-shapes'

/** All money is in Australian cents, ex GST. */
export interface PriceBreak {
  minQuantity: number
  pricePerUnit: number
}

export interface KeyFeature {
  heading: string
  body: string
}

export interface Variant {
  name: string
  /** Hex, e.g. #1f3a5f; pass straight to renderProductImage. */
  colour: string
}

export interface Product {
  slug: string
  title: string
  category: CategorySlug
  shape: ProductShape
  /** Unit price at the smallest break. */
  price: number
  priceBreaks: PriceBreak[]
  minimumQuantity: number
  hasSizing: boolean
  customisationTags: CustomisationSlug[]
  description: string
  keyFeatures: KeyFeature[]
  variants: Variant[]
  status: 'active' | 'archived'
  /** Unpublished: must not appear publicly. */
  draft: boolean
  showOnProductCategory: boolean
  featured: boolean
}

export interface Collection {
  slug: string
  title: string
  description: { short: string; long: string }
  products: string[]
  banner: BannerArt
}

export interface Review {
  quote: string
  name: string
  company: string
  /** Backdrop for renderAvatar. */
  avatarColour: string
}

export interface Tip {
  heading: string
  body: string
}

export interface PageContent {
  storefront: { heading: string; subheading: string; heroBanner: BannerArt }
  start: { heading: string; steps: { heading: string; text: string }[]; bookCallUrl: string }
  submitEnquiry: {
    beforeSubmit: { heading: string; tip: Tip }
    afterSubmit: { heading: string; body: string; tip: Tip; bookCallUrl: string }
  }
}

export interface SuccessMessage {
  heading: string
  body: string
  whatsNext: string
}

export interface SuccessContent {
  /** Shown after paying by card. */
  card: SuccessMessage
  /** Shown after choosing to pay by invoice. */
  invoice: SuccessMessage
}
