import type { PayloadRequest } from 'payload'

import { inventoryStatusFor } from '@/domain/inventory-ledger'
import { runStatement } from '@/platform/database/run-statement'
import { clientError } from '@/platform/http/client-error'
import { applyLowStockAlert } from './low-stock-alert'

/**
 * Applies a ledger delta to an item's running balance in one conditional statement, so two
 * requests racing for the last units can never both succeed: the second finds the guard false.
 * Returns the new balance, or throws a plain-words 409 when the balance would go below zero.
 * Every booking then raises or re-arms the item's low-stock alert (low-stock-alert.ts).
 *
 * The status follows in plain SQL too. Payload's update rewrites the row as an upsert that sets
 * the primary key, which on PostgreSQL takes a key lock that deadlocks with a racing request
 * holding the key-share lock of its own ledger insert; a plain UPDATE of non-key columns cannot.
 */
export const bookLedgerDelta = async (req: PayloadRequest, inventoryItemId: number | string, delta: number, title: string): Promise<number> => {
  const rows = await runStatement(
    req,
    (sql) => sql`UPDATE inventory_items
      SET quantity_available = quantity_available + ${delta}
      WHERE id = ${inventoryItemId} AND quantity_available + ${delta} >= 0
      RETURNING quantity_available, customer_id, company_id, low_stock_threshold, low_stock_alerted_at`,
  )
  if (rows.length === 0) {
    const [current] = await runStatement(req, (sql) => sql`SELECT quantity_available FROM inventory_items WHERE id = ${inventoryItemId}`)
    if (!current) throw clientError(`Inventory item ${inventoryItemId} does not exist.`, 404)
    throw clientError(`Only ${Number(current.quantity_available)} left of "${title}" — you asked for ${-delta}.`, 409)
  }
  const booked = rows[0]!
  const balance = Number(booked.quantity_available)
  await runStatement(
    req,
    (sql) => sql`UPDATE inventory_items
      SET status = ${inventoryStatusFor(balance)}, updated_at = ${new Date().toISOString()}
      WHERE id = ${inventoryItemId}`,
  )
  await applyLowStockAlert(req, {
    id: inventoryItemId,
    title,
    customer: Number(booked.customer_id),
    company: booked.company_id == null ? null : Number(booked.company_id),
    available: balance,
    threshold: booked.low_stock_threshold == null ? null : Number(booked.low_stock_threshold),
    alerted: booked.low_stock_alerted_at != null,
  })
  return balance
}
