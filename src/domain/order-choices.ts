import { formatDate } from './display-date'

export type OrderChoice = { value: string; label: string }

type OrderNamed = { id: number; name: string; createdAt: string }

/** The order picker's choices, in the order given; orders sharing a name are told apart by the day they were placed. */
export const orderChoices = (orders: readonly OrderNamed[]): OrderChoice[] => {
  const seen = new Map<string, number>()
  orders.forEach((order) => seen.set(order.name, (seen.get(order.name) ?? 0) + 1))
  return orders.map((order) => ({
    value: String(order.id),
    label: (seen.get(order.name) ?? 0) > 1 ? `${order.name} (${formatDate(order.createdAt)})` : order.name,
  }))
}

/**
 * How many orders the picker lists at once: the newest on every view, the best matches of a search.
 * A company with thousands of orders would otherwise pay for every one of them on every list page.
 */
export const ORDERS_IN_PICKER = 20

/** The newest orders, then the chosen one when it is older than they are. */
export const pickerOrders = <T extends { id: number }>(newest: readonly T[], chosen: T | null): T[] =>
  chosen && !newest.some((order) => order.id === chosen.id) ? [...newest, chosen] : [...newest]

const MAX_SEARCH_LENGTH = 100

/** What a search of the picker asks for: trimmed, spaces collapsed, at most 100 characters; null for nothing. */
export const orderSearchText = (raw: string | null | undefined): string | null => {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH)
  return text === '' ? null : text
}
