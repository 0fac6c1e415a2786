import type { Payload } from 'payload'

import { countryName } from '@/domain/address'
import { checkCustoms, dutiesFor, type CustomsCheck } from '@/domain/delivery/country-rules'
import { customsLinesFor, isInternational, RECIPIENT_ID_KINDS, type CustomsDeclaration, type CustomsFacts } from '@/domain/delivery/customs'
import { RECIPIENT_ID_RULES } from '@/domain/delivery/recipient-ids'
import { populated, relationId } from '@/platform/relation-id'
import type { InventoryItem, Recipient, Shipment } from '@/payload-types'

/**
 * An international shipment's declaration as far as it can be made, and what stands in its way:
 * lines whose product lacks customs facts (`incomplete`), goods the destination refuses and IDs
 * the recipient has yet to give (`check`).
 */
export type CustomsReading = { declaration: CustomsDeclaration; incomplete: string[]; check: CustomsCheck }

/** The customs facts of the product each inventory item was made from, by inventory item id. */
async function productFactsByItem(payload: Payload, items: readonly InventoryItem[]): Promise<Map<number, CustomsFacts>> {
  const lineItemOf = new Map(items.map((item) => [Number(item.id), relationId(item.lineItems?.[0])]))
  const lineItemIds = [...new Set([...lineItemOf.values()].filter((id): id is number => id !== null))]
  if (lineItemIds.length === 0) return new Map()
  const lineItems = await payload.find({
    collection: 'line-items',
    where: { id: { in: lineItemIds } },
    depth: 1,
    limit: lineItemIds.length,
    pagination: false,
    overrideAccess: true,
    select: { product: true },
    populate: { products: { customs: true } },
  })
  const factsOfLineItem = new Map(lineItems.docs.map((line) => [Number(line.id), populated(line.product)?.customs ?? null]))
  const facts = new Map<number, CustomsFacts>()
  for (const [item, lineItem] of lineItemOf) {
    const found = lineItem === null ? null : factsOfLineItem.get(lineItem)
    if (found) facts.set(item, found)
  }
  return facts
}

/**
 * Reads a shipment (as the label purchase reads it, depth 1) for customs: null when it stays in
 * Australia. Nothing is written or asked here.
 */
export async function readCustoms(payload: Payload, shipment: Shipment): Promise<CustomsReading | null> {
  const recipient = populated<Recipient>(shipment.recipient)
  if (!recipient || !isInternational(recipient.country)) return null
  const lines = (shipment.items ?? []).flatMap((line) => {
    const item = populated<InventoryItem>(line.inventoryItem)
    return item ? [{ item, quantity: line.quantity }] : []
  })
  const facts = await productFactsByItem(
    payload,
    lines.map((line) => line.item),
  )
  const { lines: declared, incomplete } = customsLinesFor(
    lines.map(({ item, quantity }) => ({
      title: item.title,
      quantity,
      unitWeightGrams: item.unitWeightGrams,
      facts: facts.get(Number(item.id)) ?? null,
    })),
  )
  const destination = recipient.country.toUpperCase()
  const given = recipient.customsIds ?? {}
  const recipientIds = Object.fromEntries(
    RECIPIENT_ID_KINDS.flatMap((kind) => {
      const value = given[kind] ? RECIPIENT_ID_RULES[kind].normalise(given[kind]) : null
      return value ? [[kind, value]] : []
    }),
  )
  return {
    declaration: { destination, lines: declared, ...dutiesFor(destination, declared), recipientIds },
    incomplete,
    check: checkCustoms(destination, declared, given),
  }
}

/** Why a parcel cannot be booked yet, for staff; null when nothing stands in its way. */
export function customsProblem(reading: CustomsReading, recipientName: string): { problem: string; staffMustAct: boolean } | null {
  if (reading.incomplete.length > 0) {
    return {
      problem: `Add an HS code, country of origin and declared value (Catalogue → Products → Customs) to the product of ${reading.incomplete.join(', ')} before this parcel can go overseas.`,
      staffMustAct: true,
    }
  }
  if (reading.check.refusals.length > 0) return { problem: reading.check.refusals.join('\n'), staffMustAct: true }
  if (reading.check.missingIds.length > 0) {
    const ids = reading.check.missingIds.map((kind) => RECIPIENT_ID_RULES[kind].label).join(' and ')
    return {
      problem: `${countryName(reading.declaration.destination)} requires the recipient’s ${ids} before the parcel is booked; ${recipientName} has been emailed a link to give it.`,
      staffMustAct: false,
    }
  }
  return null
}
