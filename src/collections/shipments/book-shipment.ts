import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { isStaff } from '@/access/roles'
import { mergeShipmentLines, shipmentShortfalls, validateShipmentLines } from '@/domain/inventory-ledger'
import { companyOfWrite } from '@/collections/companies/assign-company'
import { shipmentCharge } from '@/domain/shipment-charge'
import { relationId } from '@/platform/relation-id'

import { approvalStatusFor } from './shipment-budget'
import { clientError } from '@/platform/http/client-error'

type Line = { inventoryItem: unknown; quantity?: number | null }

const linesOf = (items: unknown): { inventoryItem: number; quantity: number }[] =>
  ((items ?? []) as Line[]).map((line) => ({
    inventoryItem: relationId(line.inventoryItem)!,
    quantity: line.quantity ?? 1,
  }))

// Items are booked in id order, so two transactions that both lock several rows (PostgreSQL row
// locks of the guarded decrement) take them in the same order and cannot deadlock.
const inLockOrder = <T extends { inventoryItem: number }>(lines: T[]): T[] => [...lines].sort((a, b) => a.inventoryItem - b.inventoryItem)

/**
 * A new shipment: its items and recipient must belong to the company it is filed under (as
 * assignCompany will file it) and be in stock. The stock
 * check here gives a friendly message; the booking after it is what guarantees correctness.
 * Its postage and handling is charged here, and a request over budget or meeting the company's
 * approval rules is held for approval.
 */
export const checkNewShipment: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const problem = validateShipmentLines(linesOf(data.items))
  if (problem) throw clientError(problem, 400)
  const lines = mergeShipmentLines(linesOf(data.items))
  const customer = relationId(data.customer)
  if (!customer) throw clientError('Choose the customer this shipment is for.', 400)
  const company = await companyOfWrite({ data, req })
  if (company === null) throw clientError('This customer belongs to no company to ship for.', 400)
  const owned = { company: { equals: company } }
  const recipient = await req.payload.find({
    collection: 'recipients',
    where: { and: [{ id: { equals: relationId(data.recipient) } }, owned] },
    limit: 1,
    depth: 0,
    req,
    select: { customer: true, country: true },
  })
  if (recipient.totalDocs === 0) throw clientError('Choose a recipient from your address book.', 400)
  const { docs } = await req.payload.find({
    collection: 'inventory-items',
    where: {
      and: [{ id: { in: lines.map((line) => line.inventoryItem) } }, owned],
    },
    limit: lines.length,
    depth: 0,
    req,
    select: { title: true, quantityAvailable: true },
  })
  const available = new Map(docs.map((doc) => [String(doc.id), { quantity: doc.quantityAvailable ?? 0, title: doc.title }]))
  const shortfalls = shipmentShortfalls(lines, available)
  if (shortfalls.length > 0) throw clientError(shortfalls.join(' '), 409, { shortfalls })
  const status = isStaff(req.user) && data.status ? data.status : 'requested'
  const charge = shipmentCharge(lines, recipient.docs[0]!.country)
  const approval = status === 'requested' ? await approvalStatusFor(req, { company, member: customer, amount: charge }) : { status, holdReason: null }
  return { ...data, items: lines, charge, ...approval }
}

/**
 * Books the shipment's stock out of the ledger inside the same transaction as the shipment. The
 * lines come from `data` (what was written): `doc` holds only the fields the caller selected, so a
 * request with `?select[status]=true` must not be a shipment that books nothing.
 */
export const bookShipmentStock: CollectionAfterChangeHook = async ({ data, doc, operation, req }) => {
  if (operation !== 'create') return doc
  for (const line of inLockOrder(linesOf(data.items))) {
    await req.payload.create({
      collection: 'inventory-adjustments',
      data: { inventoryItem: line.inventoryItem, delta: -line.quantity, reason: 'shipment', shipment: doc.id },
      depth: 0,
      req,
    })
  }
  return doc
}

// Stock comes back through the ledger when a shipment is cancelled before it left, or when
// the carrier brings the parcel back to the warehouse.
const RESTOCK_REASONS = { cancelled: 'shipment_cancelled', returned: 'shipment_returned' } as const

/**
 * A shipment entering cancelled or returned gives back what it booked through the ledger, once:
 * the row lock makes concurrent writers see the status the previous one left. Status and lines
 * are read from the change and the stored original, never from `doc`, which a caller's `select`
 * may have trimmed.
 */
export const restockUnsentShipment: CollectionAfterChangeHook = async ({ data, doc, previousDoc, operation, req }) => {
  const status = data.status ?? doc.status
  if (operation !== 'update' || !(status in RESTOCK_REASONS) || previousDoc?.status === status) return doc
  const reason = RESTOCK_REASONS[status as keyof typeof RESTOCK_REASONS]
  for (const line of inLockOrder(linesOf(previousDoc?.items))) {
    await req.payload.create({
      collection: 'inventory-adjustments',
      data: { inventoryItem: line.inventoryItem, delta: line.quantity, reason, shipment: doc.id },
      depth: 0,
      req,
    })
  }
  return doc
}
