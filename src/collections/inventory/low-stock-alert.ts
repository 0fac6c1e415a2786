import type { PayloadRequest } from 'payload'

import { lowStockAlertChange } from '@/domain/low-stock'
import { queueEmail } from '@/email/queue'
import { lowStockAlertEmail } from '@/email/templates/low-stock-alert'
import { recordWebhookEvent } from '@/collections/webhooks/record-webhook-event'
import { runStatement } from '@/platform/database/run-statement'
import { serverURL } from '@/platform/http/server-url'

export type BookedItem = {
  id: number | string
  title: string
  customer: number
  company: number | null
  available: number
  threshold: number | null
  alerted: boolean
}

/**
 * After a booking (inside its transaction, with the item's row locked by the balance update),
 * raises or re-arms the item's low-stock alert. The alert is claimed by a conditional update of
 * `low_stock_alerted_at`: only the booking that turns it from empty to set queues the email, in the
 * same transaction, so concurrent shipments across the threshold send exactly one (and raise one
 * `stock.low` webhook event).
 */
export async function applyLowStockAlert(req: PayloadRequest, item: BookedItem): Promise<void> {
  const change = lowStockAlertChange(item.available, item.threshold, item.alerted)
  if (change === 'rearm') {
    await runStatement(req, (sql) => sql`UPDATE inventory_items SET low_stock_alerted_at = NULL WHERE id = ${item.id}`)
    return
  }
  if (change !== 'alert') return
  const claimed = await runStatement(
    req,
    (sql) => sql`UPDATE inventory_items SET low_stock_alerted_at = ${new Date().toISOString()}
      WHERE id = ${item.id} AND low_stock_alerted_at IS NULL RETURNING id`,
  )
  if (claimed.length === 0) return
  await recordWebhookEvent(req, {
    company: item.company,
    type: 'stock.low',
    data: { inventoryItem: Number(item.id), title: item.title, available: item.available, threshold: item.threshold },
  })
  const customer = await req.payload.findByID({
    collection: 'customers',
    id: item.customer,
    depth: 0,
    req,
    disableErrors: true,
    select: { email: true },
  })
  if (!customer?.email) return
  const email = await lowStockAlertEmail({
    title: item.title,
    available: item.available,
    threshold: item.threshold!,
    inventoryLink: `${serverURL()}/dashboard/inventory`,
  })
  await queueEmail(req.payload, { to: customer.email, ...email }, req)
}
