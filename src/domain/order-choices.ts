import { formatDate } from './display-date'

export type OrderChoice = { value: string; label: string }

/** The order picker's choices, in the order given; orders sharing a name are told apart by the day they were placed. */
export const orderChoices = (orders: readonly { id: number; name: string; createdAt: string }[]): OrderChoice[] => {
  const seen = new Map<string, number>()
  orders.forEach((order) => seen.set(order.name, (seen.get(order.name) ?? 0) + 1))
  return orders.map((order) => ({
    value: String(order.id),
    label: (seen.get(order.name) ?? 0) > 1 ? `${order.name} (${formatDate(order.createdAt)})` : order.name,
  }))
}

/** How many of the newest orders the picker's first HTML carries; the rest arrive with the page's script. */
export const ORDERS_IN_FIRST_HTML = 20

/**
 * The choices the first HTML lists: the newest ones and the chosen one. A customer with hundreds of
 * orders would otherwise pay for every one of them on every view of a list page.
 */
export const firstHtmlChoices = (choices: readonly OrderChoice[], selected: string): OrderChoice[] =>
  choices.filter((choice, index) => index < ORDERS_IN_FIRST_HTML || choice.value === selected)
