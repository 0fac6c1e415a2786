'use server'

import type { ProductToQuote } from '@/domain/enquiry-conversion'
import { payloadClient } from '@/lib/payload'
import { quoteCatalogue } from './quote-catalogue'

const MAX_PRODUCTS = 100

const isProductId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0

/** The public catalogue's prices for the enquiry's live estimate; anything but a short list of ids gets none. */
export async function quotePrices(productIds: unknown): Promise<ProductToQuote[]> {
  if (!Array.isArray(productIds) || productIds.length > MAX_PRODUCTS || !productIds.every(isProductId)) return []
  return [...(await quoteCatalogue(await payloadClient(), productIds, { asVisitor: true })).values()]
}
