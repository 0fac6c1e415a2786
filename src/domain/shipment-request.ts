// A request to ship the same items to one or more recipients: one shipment per recipient. The
// create page and the server check it with this schema; stock must cover items × recipients.
import { z } from 'zod'

import { mergeShipmentLines, shipmentShortfalls, type ShipmentLine } from './inventory-ledger'

/** One transaction books them all, so the number per request is kept to what it does quickly. */
export const MAX_RECIPIENTS_PER_REQUEST = 100
export const MAX_ITEMS_PER_SHIPMENT = 200

const id = z.number({ error: 'Choose from the list.' }).int().positive()

export const shipmentRequestSchema = z.object({
  items: z
    .array(
      z.object({
        inventoryItem: id,
        quantity: z.number({ error: 'Enter a quantity.' }).int('Quantities are whole numbers.').min(1, 'Send at least 1 of each item, or remove it.'),
      }),
      { error: 'Add at least one item from your inventory.' },
    )
    .min(1, 'Add at least one item from your inventory.')
    .max(MAX_ITEMS_PER_SHIPMENT, `A shipment can hold up to ${MAX_ITEMS_PER_SHIPMENT} different items.`)
    .transform((items) => mergeShipmentLines(items) as { inventoryItem: number; quantity: number }[]),
  recipients: z
    .array(id, { error: 'Choose who the shipment goes to.' })
    .min(1, 'Choose who the shipment goes to.')
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(id).max(MAX_RECIPIENTS_PER_REQUEST, `Send to at most ${MAX_RECIPIENTS_PER_REQUEST} recipients at a time.`)),
})

export type ShipmentRequest = z.output<typeof shipmentRequestSchema>

/** The first problem with a request, in plain words, and which part of the form it belongs to. */
export function shipmentRequestProblem(error: z.ZodError): { field: 'items' | 'recipients'; message: string } {
  const issue = error.issues[0]!
  return { field: issue.path[0] === 'recipients' ? 'recipients' : 'items', message: issue.message }
}

/** What the whole request takes from stock: every line once per recipient. */
export function unitsNeeded(lines: ShipmentLine[], recipients: number): ShipmentLine[] {
  return mergeShipmentLines(lines).map((line) => ({ ...line, quantity: line.quantity * recipients }))
}

/** Lines the stock cannot cover once multiplied by the number of recipients; empty when it can. */
export function requestShortfalls(lines: ShipmentLine[], recipients: number, available: Map<string, { quantity: number; title: string }>): string[] {
  const shortfalls = shipmentShortfalls(unitsNeeded(lines, recipients), available)
  if (recipients <= 1 || shortfalls.length === 0) return shortfalls
  return [...shortfalls, `Quantities are per recipient: each of the ${recipients} shipments gets them all.`]
}
