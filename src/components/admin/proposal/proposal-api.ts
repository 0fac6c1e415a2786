import type { Where } from 'payload'
import { stringify } from 'qs-esm'

import type { PriceBreak } from '@/domain/pricing'
import { adminRequest } from '../admin-api'

/** A line item as the proposal builder edits it. */
export type ProposalLineItem = {
  id: number
  title: string
  position: number
  quantity: number
  pricePerUnit: number
  hasSizing: boolean
  product: { id: number; title: string; priceBreaks?: PriceBreak[] | null } | null
  variant: { id: number; name: string } | null
  mockupImage: { id: number; url?: string | null; thumbnailURL?: string | null; filename?: string | null } | null
}

export type ProductChoice = {
  id: number
  title: string
  minimumQuantity?: number | null
  hasSizing?: boolean | null
  priceBreaks?: PriceBreak[] | null
}

const LINE_FIELDS = ['title', 'position', 'quantity', 'pricePerUnit', 'hasSizing', 'product', 'variant', 'mockupImage']
const PRODUCT_FIELDS = ['title', 'minimumQuantity', 'hasSizing', 'priceBreaks']

type Fields = Record<string, true>

const fieldsOf = (names: string[]): Fields => Object.fromEntries(names.map((name) => [name, true]))

/** A REST query in Payload's own form: `where`, `select` and `populate` as nested objects, encoded by qs. */
const query = (params: { where?: Where; sort?: string; limit?: number; depth: number; select: Fields; populate?: Record<string, Fields> }) =>
  stringify(params, { addQueryPrefix: true })

type Page<T> = { docs: T[] }

export const listLineItems = (project: number | string) =>
  adminRequest<Page<ProposalLineItem>>(
    `/line-items${query({
      where: { project: { equals: project } },
      sort: 'position',
      limit: 100,
      depth: 1,
      select: fieldsOf(LINE_FIELDS),
      populate: { products: fieldsOf(['title', 'priceBreaks']), 'product-variants': fieldsOf(['name']) },
    })}`,
  )

export const searchProducts = (text: string) =>
  adminRequest<Page<ProductChoice>>(
    `/products${query({ where: { title: { like: text } }, limit: 8, depth: 0, sort: 'title', select: fieldsOf(PRODUCT_FIELDS) })}`,
  )

export const variantsOf = (product: number) =>
  adminRequest<Page<{ id: number; name: string }>>(
    `/product-variants${query({ where: { product: { equals: product } }, limit: 100, depth: 0, sort: 'name', select: fieldsOf(['name']) })}`,
  )

export type NewLineItem = {
  project: number
  title: string
  product: number
  variant: number | null
  quantity: number
  pricePerUnit: number
  hasSizing: boolean
  position: number
}

export const addLineItem = (line: NewLineItem) => adminRequest<{ doc: { id: number } }>('/line-items', { method: 'POST', body: line })

export const updateLineItem = (
  id: number,
  changes: Partial<Pick<ProposalLineItem, 'title' | 'position' | 'quantity' | 'pricePerUnit' | 'hasSizing'>> | { mockupImage: number },
) => adminRequest(`/line-items/${id}${query({ depth: 0, select: fieldsOf(['id']) })}`, { method: 'PATCH', body: changes })

export const removeLineItem = (id: number) => adminRequest(`/line-items/${id}`, { method: 'DELETE' })

/** Uploads a mockup image owned by the project's customer, then attaches it to the line item. */
export async function uploadMockup(lineItem: number, customer: number, file: File) {
  const form = new FormData()
  form.append('file', file)
  form.append('_payload', JSON.stringify({ customer }))
  const uploaded = await adminRequest<{ doc: { id: number } }>('/mockups', { method: 'POST', body: form })
  if (!uploaded.ok) return uploaded
  return updateLineItem(lineItem, { mockupImage: uploaded.body.doc.id })
}
