// Turning a submitted enquiry into the first draft of a proposal: the estimate the buyer saw
// (domain/quote), one line item per item at its quoted quantity and price, and one line per set-up fee.

import { type QuoteProduct, quoteLine } from './quote'

export type EnquiryToConvert = {
  status: string
  customer: number | null
  project: number | null
  quantity?: string | null
  items: { product: number; variant: number | null; decoration?: number | null; quantity?: number | null }[]
}

export type ProductToQuote = QuoteProduct & { hasSizing?: boolean | null }

export type ProposalLine = {
  title: string
  product: number | null
  variant: number | null
  quantity: number
  pricePerUnit: number
  hasSizing: boolean
  isSetUpFee: boolean
  customDesignOptions: number[]
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
 * The proposal's line items, priced as the enquiry's estimate: each item at its exact quantity or
 * the low end of the range (never below the product's minimum order), its decoration added to the
 * unit price and its set-up fee as a line of its own; items whose product has since been deleted
 * are left out.
 */
export function proposalLinesFor(
  enquiry: Pick<EnquiryToConvert, 'quantity' | 'items'>,
  products: ReadonlyMap<number, ProductToQuote>,
  variantNames: ReadonlyMap<number, string>,
): ProposalLine[] {
  return enquiry.items
    .flatMap((item): Omit<ProposalLine, 'position'>[] => {
      const product = products.get(item.product)
      if (!product) return []
      const variantName = item.variant === null ? undefined : variantNames.get(item.variant)
      const line = quoteLine(enquiry.quantity, { product, variantName, decoration: item.decoration, exactQuantity: item.quantity })
      const designOptions = line.decoration ? [line.decoration.id] : []
      const itemLine = {
        title: line.title,
        product: product.id,
        variant: variantName ? item.variant : null,
        quantity: line.quantity,
        pricePerUnit: line.pricePerItem,
        hasSizing: Boolean(product.hasSizing),
        isSetUpFee: false,
        customDesignOptions: designOptions,
      }
      if (!line.decoration || line.setupFee === 0) return [itemLine]
      const setUp = {
        title: `Set-up: ${line.decoration.label} — ${line.title}`,
        product: null,
        variant: null,
        quantity: 1,
        pricePerUnit: line.setupFee,
        hasSizing: false,
        isSetUpFee: true,
        customDesignOptions: designOptions,
      }
      return [itemLine, setUp]
    })
    .map((line, index) => ({ ...line, position: index + 1 }))
}
