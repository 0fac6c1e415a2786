import type { CollectionBeforeChangeHook } from 'payload'

import { exactQuantityProblem, quoteFor, type QuoteItem } from '@/domain/quote'
import { clientError } from '@/platform/http/client-error'
import { quoteCatalogue } from './quote-catalogue'
import { relationId } from '@/platform/relation-id'

type ItemRow = { product?: unknown; variant?: unknown; decoration?: unknown; quantity?: unknown }

/** What the estimate prices of each item row, ids unpopulated. */
const pricedRows = (items: unknown) =>
  ((Array.isArray(items) ? items : []) as ItemRow[]).flatMap((row) => {
    const product = relationId(row?.product)
    const quantity = typeof row?.quantity === 'number' ? row.quantity : null
    return product === null ? [] : [{ product, variant: relationId(row.variant), decoration: relationId(row.decoration), quantity }]
  })

/**
 * Each item's exact quantity and decoration, refused in plain words when they cannot be quoted:
 * a quantity that is zero, negative, fractional or absurd; a decoration the product does not offer.
 */
export const checkQuoteChoices: CollectionBeforeChangeHook = async ({ data, req }) => {
  const rows = (Array.isArray(data.items) ? data.items : []) as ItemRow[]
  for (const row of rows) {
    const problem = exactQuantityProblem(row?.quantity)
    if (problem) throw clientError(problem, 400)
  }
  const decorated = rows.filter((row) => relationId(row?.decoration) !== null)
  if (decorated.length === 0) return data
  const products = await quoteCatalogue(
    req.payload,
    decorated.flatMap((row) => relationId(row.product) ?? []),
    { req },
  )
  for (const row of decorated) {
    const product = products.get(relationId(row.product) ?? 0)
    if (!product?.decorations.some((option) => option.id === relationId(row.decoration))) {
      throw clientError(`Choose a decoration offered for ${product?.title ?? 'each product'}.`, 400)
    }
  }
  return data
}

/**
 * The estimate kept with a submitted enquiry, priced again here from the catalogue whatever the
 * browser showed: on submission, and when staff change the items or the range afterwards.
 */
export const storeEstimate: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const status = data.status ?? originalDoc?.status
  if (status !== 'submitted') return data
  const rows = pricedRows(data.items ?? originalDoc?.items)
  const range = data.quantity ?? originalDoc?.quantity
  // The admin sends every field on save: the estimate the buyer saw stays unless what it priced changed.
  const submitting = originalDoc?.status !== 'submitted'
  if (!submitting && JSON.stringify([rows, range]) === JSON.stringify([pricedRows(originalDoc?.items), originalDoc?.quantity])) return data
  const variantIds = [...new Set(rows.flatMap((row) => (row.variant === null ? [] : [row.variant])))]
  const [products, variants] = await Promise.all([
    quoteCatalogue(
      req.payload,
      rows.map((row) => row.product),
      { req },
    ),
    variantIds.length
      ? req.payload.find({
          collection: 'product-variants',
          where: { id: { in: variantIds } },
          depth: 0,
          pagination: false,
          select: { name: true },
          req,
        })
      : { docs: [] },
  ])
  const variantNames = new Map(variants.docs.map((variant) => [variant.id, variant.name]))
  const items = rows.flatMap((row): QuoteItem[] => {
    const product = products.get(row.product)
    if (!product) return []
    return [
      { product, variantName: row.variant === null ? null : variantNames.get(row.variant), decoration: row.decoration, exactQuantity: row.quantity },
    ]
  })
  return { ...data, estimate: items.length ? quoteFor(range, items) : null }
}
