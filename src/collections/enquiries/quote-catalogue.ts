import type { Payload, PayloadRequest } from 'payload'

import type { ProductToQuote } from '@/domain/enquiry-conversion'
import type { PriceBreak } from '@/domain/pricing'
import type { QuoteDecoration } from '@/domain/quote'
import { relationId } from '@/platform/relation-id'

/**
 * The catalogue's prices for quoting these products: price breaks, minimum order and each
 * decoration the product offers with its fees. `asVisitor` reads only what the public may see.
 */
export async function quoteCatalogue(
  payload: Payload,
  productIds: readonly number[],
  { req, asVisitor = false }: { req?: PayloadRequest; asVisitor?: boolean } = {},
): Promise<Map<number, ProductToQuote>> {
  const ids = [...new Set(productIds)]
  if (ids.length === 0) return new Map()
  const access = asVisitor ? { overrideAccess: false, user: null } : {}
  const products = await payload.find({
    collection: 'products',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    select: { title: true, minimumQuantity: true, hasSizing: true, priceBreaks: true, price: true, customDesignOptions: true },
    req,
    ...access,
  })
  const decorationIds = [...new Set(products.docs.flatMap((product) => (product.customDesignOptions ?? []).map(relationId)))].filter(
    (id): id is number => typeof id === 'number',
  )
  const tags = decorationIds.length
    ? await payload.find({
        collection: 'product-customisation-tags',
        where: { id: { in: decorationIds } },
        depth: 0,
        pagination: false,
        select: { label: true, unitPrice: true, setupFee: true },
        req,
        ...access,
      })
    : { docs: [] }
  const decorations = new Map<number, QuoteDecoration>(
    tags.docs.map((tag) => [tag.id, { id: tag.id, label: tag.label, unitPrice: tag.unitPrice ?? 0, setupFee: tag.setupFee ?? 0 }]),
  )
  return new Map(
    products.docs.map((product) => [
      product.id,
      {
        id: product.id,
        title: product.title,
        minimumQuantity: product.minimumQuantity,
        hasSizing: product.hasSizing,
        priceBreaks: (product.priceBreaks ?? []) as PriceBreak[],
        price: product.price,
        decorations: (product.customDesignOptions ?? []).flatMap((option) => {
          const decoration = decorations.get(relationId(option) as number)
          return decoration ? [decoration] : []
        }),
      },
    ]),
  )
}
