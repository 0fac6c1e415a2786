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

const selectQuery = (fields: string[]) => fields.map((field) => `select[${field}]=true`).join('&')

type Page<T> = { docs: T[] }

export const listLineItems = (project: number | string) =>
  adminRequest<Page<ProposalLineItem>>(
    `/line-items?where[project][equals]=${project}&sort=position&limit=100&depth=1&${selectQuery(LINE_FIELDS)}&populate[products][title]=true&populate[products][priceBreaks]=true&populate[product-variants][name]=true`,
  )

export const searchProducts = (text: string) =>
  adminRequest<Page<ProductChoice>>(
    `/products?where[title][like]=${encodeURIComponent(text)}&limit=8&depth=0&sort=title&${selectQuery(PRODUCT_FIELDS)}`,
  )

export const variantsOf = (product: number) =>
  adminRequest<Page<{ id: number; name: string }>>(
    `/product-variants?where[product][equals]=${product}&limit=100&depth=0&sort=name&select[name]=true`,
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
) => adminRequest(`/line-items/${id}?depth=0&select[id]=true`, { method: 'PATCH', body: changes })

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
