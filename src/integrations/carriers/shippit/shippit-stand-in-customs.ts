// An international order's customs declaration at the Shippit stand-in: refused when its product
// lines do not declare what customs asks, recorded as taken when they do.
import { isInternational } from '@/domain/delivery/customs'

import type { PlacedOrder, StandInAnswer } from './shippit-stand-in-shapes'

/** An international order's declaration as the stand-in took it, with the order's reference and destination. */
export type ShippitDeclaration = { reference: string; country: string } & Pick<
  PlacedOrder,
  'product_attributes' | 'customs_clearance_attributes' | 'duties'
>

/**
 * What each product line must declare. Stricter than Shippit, which guesses a missing tariff code
 * from the title and takes the account's defaults for the rest, so that a test sees the declaration
 * go whole or not at all.
 */
const DECLARED = ['title', 'quantity', 'price', 'tariff_code', 'origin_country_code'] as const

/**
 * The refusal (422) of an international order whose product lines are missing or lack what customs
 * asks, in the shape Shippit documents for a validated order: its product problems in `products`
 * (the error code is the stand-in's own); null for any other order.
 */
export function customsRefusal(order: PlacedOrder): StandInAnswer | null {
  if (!isInternational(order.delivery_country_code)) return null
  const lines = order.product_attributes ?? []
  const problems = lines.length
    ? lines.flatMap((line, index) =>
        DECLARED.filter((field) => line[field] === undefined || line[field] === '').map((field) => `product ${index + 1} has no ${field}`),
      )
    : ['an international order needs product_attributes declaring its goods']
  if (!problems.length) return null
  const error_description = 'The international order does not declare its goods to customs.'
  return { status: 422, body: { error: 'invalid_customs_declaration', error_description, products: problems } }
}

export const declarationOf = (order: PlacedOrder): ShippitDeclaration => ({
  reference: order.retailer_invoice,
  country: order.delivery_country_code!,
  product_attributes: order.product_attributes,
  customs_clearance_attributes: order.customs_clearance_attributes,
  duties: order.duties,
})
