// The inventory page's filters as they arrive in the address bar:
// gender, orderId, sizingOptionId. Anything unreadable means "no filter".
import { SIZE_GROUPS, type SizeGroup } from './sizes'

type ParamValue = string | string[] | undefined

export type InventoryFilterParams = { gender?: ParamValue; order?: ParamValue; size?: ParamValue; page?: ParamValue }

export type InventoryFilterValues = { gender: SizeGroup | null; orderId: number | null; sizeId: number | null }

const first = (value: ParamValue) => (Array.isArray(value) ? value[0] : value)

function recordId(value: ParamValue): number | null {
  const raw = first(value)
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= 2_147_483_647 ? id : null
}

export function parseInventoryFilters(params: InventoryFilterParams): InventoryFilterValues {
  const gender = first(params.gender)
  return {
    gender: SIZE_GROUPS.find((group) => group === gender) ?? null,
    orderId: recordId(params.order),
    sizeId: recordId(params.size),
  }
}

/** The address of a page of the inventory with these filters; page 1 and empty filters are left out. */
export function inventoryHref(filters: InventoryFilterValues, page = 1): string {
  const query = new URLSearchParams()
  if (filters.orderId) query.set('order', String(filters.orderId))
  if (filters.gender) query.set('gender', filters.gender)
  if (filters.sizeId) query.set('size', String(filters.sizeId))
  if (page > 1) query.set('page', String(page))
  return query.size > 0 ? `/dashboard/inventory?${query}` : '/dashboard/inventory'
}

export const hasInventoryFilters = (filters: InventoryFilterValues): boolean => Boolean(filters.gender || filters.orderId || filters.sizeId)
