// Turning a submitted enquiry into the first draft of a proposal: one line item per item the
// customer asked about, at a quantity from their range and the price that quantity reaches.

import { defaultQuantityFor } from './enquiry-options'
import { unitPriceFor, type PriceBreak } from './pricing'

export type EnquiryToConvert = {
  status: string
  customer: number | null
  project: number | null
  quantity?: string | null
  items: { product: number; variant: number | null }[]
}

export type ProductToQuote = {
  id: number
  title: string
  minimumQuantity?: number | null
  hasSizing?: boolean | null
  priceBreaks?: PriceBreak[] | null
}

export type ProposalLine = {
  title: string
  product: number
  variant: number | null
  quantity: number
  pricePerUnit: number
  hasSizing: boolean
  position: number
}

/** Why the enquiry cannot become a project yet, in words for staff; null when it can. */
export function conversionProblem(enquiry: EnquiryToConvert): string | null {
  if (enquiry.project !== null) return 'This enquiry already has a project.'
  if (enquiry.status !== 'submitted') return 'Only a submitted enquiry can become a project.'
  if (enquiry.customer === null) return 'This enquiry has no customer to own the project.'
  return null
}

/**
 * The proposal's line items. The quantity is the low end of the customer's range, never below the
 * product's minimum order; items whose product has since been deleted are left out.
 */
export function proposalLinesFor(
  enquiry: Pick<EnquiryToConvert, 'quantity' | 'items'>,
  products: ReadonlyMap<number, ProductToQuote>,
  variantNames: ReadonlyMap<number, string>,
): ProposalLine[] {
  const requested = defaultQuantityFor(enquiry.quantity ?? '')
  return enquiry.items.flatMap((item) => {
    const product = products.get(item.product)
    if (!product) return []
    const quantity = Math.max(requested, product.minimumQuantity ?? 1)
    const variantName = item.variant === null ? undefined : variantNames.get(item.variant)
    return [
      {
        title: variantName ? `${product.title} — ${variantName}` : product.title,
        product: product.id,
        variant: variantName ? item.variant : null,
        quantity,
        pricePerUnit: unitPriceFor(product.priceBreaks, quantity),
        hasSizing: Boolean(product.hasSizing),
        position: 0,
      },
    ]
  }).map((line, index) => ({ ...line, position: index + 1 }))
}
