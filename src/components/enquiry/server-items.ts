import type { EnquiryItem } from '@/domain/enquiry-model'
import { imageUrl } from '@/platform/storage/media'
import { relationId } from '@/platform/relation-id'
import type { EnquiryDoc } from './enquiry-api'

type PopulatedProduct = { id: number; title?: string; slug?: string; images?: unknown[] }
type PopulatedVariant = { id: number; name?: string; colour?: string; image?: unknown }

/** A server enquiry's items (fetched with products and variants populated) as the store's items. */
export const serverItemsFrom = (doc: EnquiryDoc): EnquiryItem[] =>
  (doc.items ?? []).flatMap((row, index) => {
    const product = row.product as PopulatedProduct | number
    if (typeof product !== 'object' || !product) return []
    const variant = row.variant && typeof row.variant === 'object' ? (row.variant as PopulatedVariant) : null
    return [
      {
        id: row.id ?? `${product.id}-${index}`,
        product: {
          id: product.id,
          title: product.title ?? 'Product',
          slug: product.slug ?? '',
          imageUrl: imageUrl(variant?.image, 'sm') ?? imageUrl(product.images?.[0], 'sm'),
        },
        variant: variant ? { id: variant.id, name: variant.name ?? '', colour: variant.colour ?? '#cccccc' } : null,
        decoration: relationId(row.decoration),
        quantity: typeof row.quantity === 'number' ? row.quantity : null,
      },
    ]
  })

/** The store's items as the enquiry's `items` field: ids, the decoration and any exact quantity. */
export const toServerItems = (items: EnquiryItem[]) =>
  items.map((item) => ({
    product: item.product.id,
    variant: item.variant?.id ?? null,
    decoration: item.decoration ?? null,
    quantity: item.quantity ?? null,
  }))
