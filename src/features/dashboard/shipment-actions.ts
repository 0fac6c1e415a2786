'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { RECIPIENT_CSV_LIMITS } from '@/domain/recipient-csv'
import { MAX_ITEMS_PER_SHIPMENT } from '@/domain/shipment-request'
import type { StockSnapshot } from '@/domain/shipment-selection'
import { refusal, type Result } from '@/platform/result'
import { getStockSnapshots } from './inventory'
import { addRecipient, importRecipients } from '@/collections/shipments/operations/add-recipients'
import { cancelShipment } from '@/collections/shipments/operations/cancel-shipment'
import { requestShipments } from '@/collections/shipments/operations/request-shipments'
import { runAsCustomer, runKeyed } from './customer-action'

/**
 * The shipment screens' server actions. Each one runs its operation as the viewer, found again,
 * with access control on; input is checked by the same schemas the forms use.
 */

const ids = z.array(z.number().int().positive()).max(MAX_ITEMS_PER_SHIPMENT)

/** The current stock of the items in the browser's selection (only the viewer's own come back). */
export async function checkSelectionStock(input: unknown): Promise<Result<{ stock: StockSnapshot[] }>> {
  const parsed = ids.safeParse(input)
  if (!parsed.success) return refusal(400, 'That selection could not be read. Clear it and start again.')
  return runAsCustomer(async (call) => ({ ok: true as const, stock: await getStockSnapshots(call) }), parsed.data)
}

/**
 * One shipment per recipient with the same items, all booked or none. The form sends the key of
 * its submission attempt, so a retry after a lost answer books nothing more (see requestShipments).
 */
export async function requestShipmentsAction(input: unknown, idempotencyKey?: unknown) {
  const result = await runKeyed(requestShipments, input, idempotencyKey)
  if (!result.ok) return result
  revalidatePath('/dashboard/shipments')
  revalidatePath('/dashboard/inventory')
  return result
}

export async function addRecipientAction(input: unknown) {
  return runAsCustomer(addRecipient, input)
}

export async function importRecipientsAction(form: FormData) {
  // Whatever a caller sends arrives here, not only the dashboard's FormData.
  const file = form instanceof FormData ? form.get('file') : null
  if (!(file instanceof File)) return refusal(400, 'Choose a CSV file to import.')
  // An oversized file is refused by its declared size, without reading it.
  const bytes = file.size > RECIPIENT_CSV_LIMITS.maxBytes ? new Uint8Array() : new Uint8Array(await file.arrayBuffer())
  return runAsCustomer(importRecipients, { file: { name: file.name, type: file.type, size: file.size }, bytes })
}

export async function cancelShipmentAction(input: unknown): Promise<Result> {
  const id = z.number().int().positive().safeParse(input)
  if (!id.success) return refusal(404, 'We couldn’t find that shipment.')
  const result = await runAsCustomer(cancelShipment, id.data)
  if (result.ok) {
    revalidatePath('/dashboard/shipments')
    revalidatePath('/dashboard/inventory')
  }
  return result
}
