import type { Payload, Where } from 'payload'

import { SIZE_GROUP_LABELS, SIZE_GROUPS, type SizeGroup } from '@/domain/sizes'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import type { LineItem, Product } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'

/**
 * Line items as the dashboard shows them, shared by projects and orders: the mockup (or, until
 * there is one, the product's photo), quantities, prices and the size breakdown. Read as the
 * customer, so another customer's line items never come back whatever `where` asks for.
 */

export type Picture = { src: string; alt: string }

export type SizeCell = { label: string; shortLabel: string; quantity: number }

export type SizeGroupView = { group: SizeGroup; label: string; cells: SizeCell[] }

export type LineItemView = {
  id: number
  title: string
  quantity: number
  pricePerUnit: number
  isPackaging: boolean
  hasSizing: boolean
  picture: Picture | null
  designOptions: string[]
  sizeGroups: SizeGroupView[]
  sizedQuantity: number
}

export type LinePreview = { id: number; projectId: number | null; picture: Picture | null }

type SizeName = 'xs' | 'sm' | 'md'

/** The fields of an uploaded image the dashboard renders, at the named sizes. */
const imageSelect = (...sizes: SizeName[]) => ({
  url: true as const,
  filename: true as const,
  width: true as const,
  height: true as const,
  sizes: Object.fromEntries(sizes.map((size) => [size, true])) as Partial<Record<SizeName, true>>,
})

/** What a picture is chosen from: the line's title, its mockup and its product. */
type PictureSource = {
  title: string
  mockupImage?: number | object | null
  product?: number | Pick<Product, 'title' | 'images'> | null
}

/** The mockup when there is one; otherwise the product's first photo. */
const pictureOf = (line: PictureSource, size: SizeName): Picture | null => {
  const title = line.title ?? ''
  const mockup = imageUrl(line.mockupImage, size)
  if (mockup) return { src: mockup, alt: `Mockup of ${title}` }
  const product = populated(line.product)
  const photo = product?.images?.[0] ?? null
  const src = imageUrl(photo, size)
  return src ? { src, alt: imageAlt(photo, product?.title ?? title) } : null
}

const sizeGroupsOf = (sizes: LineItem['sizes']): SizeGroupView[] =>
  SIZE_GROUPS.flatMap((group) => {
    const cells = (sizes?.[group] ?? [])
      .map((row) => {
        const option = populated(row.sizingOption)
        return {
          label: option?.label ?? 'Size',
          shortLabel: option?.shortLabel ?? option?.label ?? '?',
          order: typeof option?.order === 'number' ? option.order : Number.MAX_SAFE_INTEGER,
          quantity: row.quantity ?? 0,
        }
      })
      .sort((a, b) => a.order - b.order)
      .map(({ label, shortLabel, quantity }) => ({ label, shortLabel, quantity }))
    return cells.length > 0 ? [{ group, label: SIZE_GROUP_LABELS[group], cells }] : []
  })

type LineItemDoc = Pick<
  LineItem,
  'id' | 'title' | 'quantity' | 'pricePerUnit' | 'isPackaging' | 'hasSizing' | 'sizes' | 'mockupImage' | 'product' | 'customDesignOptions'
>

const toLineItem = (line: LineItemDoc): LineItemView => {
  const sizeGroups = sizeGroupsOf(line.sizes)
  return {
    id: line.id,
    title: line.title ?? '',
    quantity: Number(line.quantity ?? 0),
    pricePerUnit: Number(line.pricePerUnit ?? 0),
    isPackaging: Boolean(line.isPackaging),
    hasSizing: Boolean(line.hasSizing),
    picture: pictureOf(line, 'sm'),
    designOptions: (line.customDesignOptions ?? []).map((tag) => populated(tag)?.label ?? '').filter(Boolean),
    sizeGroups,
    sizedQuantity: sizeGroups.reduce((sum, group) => sum + group.cells.reduce((total, cell) => total + cell.quantity, 0), 0),
  }
}

/** The title of a line item a list refers to; "Item" when the reader may not see it. */
export const lineItemTitle = (value: number | LineItem | null | undefined): string => {
  const lineItem = populated(value)
  return lineItem ? (lineItem.title ?? '') : 'Item'
}

/** Every line item matching `where` that the customer may read, in proposal order. */
export async function findLineItems(payload: Payload, user: CustomerUser, where: Where): Promise<LineItemView[]> {
  const { docs } = await payload.find({
    collection: 'line-items',
    where,
    sort: 'position',
    pagination: false,
    depth: 2,
    user,
    overrideAccess: false,
    select: {
      title: true,
      quantity: true,
      pricePerUnit: true,
      isPackaging: true,
      hasSizing: true,
      sizes: true,
      mockupImage: true,
      product: true,
      customDesignOptions: true,
    },
    populate: {
      mockups: imageSelect('sm', 'md'),
      products: { title: true, images: true },
      media: imageSelect('sm', 'md'),
      'product-customisation-tags': { label: true },
      'sizing-options': { label: true, shortLabel: true, order: true },
    },
  })
  return docs.map(toLineItem)
}

/**
 * Small pictures of the line items matching `where`, for list rows: the line items, then their
 * mockups in one query. Cheaper than populating them (that also loads each line's project).
 */
export async function findLinePreviews(payload: Payload, user: CustomerUser, where: Where): Promise<LinePreview[]> {
  const { docs: lines } = await payload.find({
    collection: 'line-items',
    where,
    sort: 'position',
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
    select: { project: true, title: true, mockupImage: true },
  })
  const mockupIds = [...new Set(lines.map((line) => relationId(line.mockupImage)).filter((id): id is number => id !== null))]
  const { docs: mockups } = mockupIds.length
    ? await payload.find({
        collection: 'mockups',
        where: { id: { in: mockupIds } },
        pagination: false,
        depth: 0,
        user,
        overrideAccess: false,
        select: imageSelect('xs'),
      })
    : { docs: [] }
  const mockupById = new Map(mockups.map((mockup) => [mockup.id, mockup]))
  return lines.map((line) => ({
    id: line.id,
    projectId: relationId(line.project),
    picture: pictureOf({ title: line.title, mockupImage: mockupById.get(relationId(line.mockupImage) ?? -1) }, 'xs'),
  }))
}
