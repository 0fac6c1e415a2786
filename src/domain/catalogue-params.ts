/**
 * The listing parameters a visitor can put in a storefront address (category,
 * page, sort). Anything else, or anything malformed, falls back to the default, so an address never
 * reaches the database with a value it could not mean.
 */
export const PRODUCT_SORTS = [
  { value: 'featured', label: 'Featured', sort: ['-featured', 'title'] },
  { value: 'price-asc', label: 'Price: low to high', sort: ['price', 'title'] },
  { value: 'price-desc', label: 'Price: high to low', sort: ['-price', 'title'] },
  { value: 'newest', label: 'Newest', sort: ['-createdAt', 'title'] },
  { value: 'name', label: 'Name', sort: ['title'] },
] as const

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value']
export const DEFAULT_SORT: ProductSort = 'featured'

const MAX_PAGE = 10_000
const SLUG = /^[a-z0-9][a-z0-9-]{0,120}$/

export type ParamValue = string | string[] | null | undefined

const firstValue = (value: ParamValue): string | undefined => (Array.isArray(value) ? value[0] : (value ?? undefined))

export const parseSort = (value: ParamValue): ProductSort => {
  const raw = firstValue(value)
  return PRODUCT_SORTS.find((option) => option.value === raw)?.value ?? DEFAULT_SORT
}

export const parsePage = (value: ParamValue): number => {
  const raw = firstValue(value)
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1
  const page = Number(raw)
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

/** A slug from the address, or null when it could not be one (never reaches the database). */
export const parseSlug = (value: ParamValue): string | null => {
  const raw = firstValue(value)?.trim().toLowerCase()
  return raw && SLUG.test(raw) ? raw : null
}
