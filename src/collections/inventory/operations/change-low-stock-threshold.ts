import type { OperationCall } from '@/collections/customer-endpoint'
import { changeFields } from '@/collections/field-change'
import type { Result } from '@/platform/result'

/** An item and its new low-stock threshold, already read; null removes the alert. */
export type ThresholdChange = { inventoryItem: number; threshold: number | null }

/**
 * Sets an item's low-stock threshold as the caller (see changeFields), through the collection's
 * hook, which re-arms the alert when the stock is above it.
 */
export async function changeLowStockThreshold({ req, input }: OperationCall<ThresholdChange>): Promise<Result<{ threshold: number | null }>> {
  const changed = await changeFields(req, {
    collection: 'inventory-items',
    id: input.inventoryItem,
    data: { lowStockThreshold: input.threshold },
    notChanged: 'The threshold was not changed.',
    notFound: 'We couldn’t find that inventory item.',
  })
  return changed.ok ? { ok: true, threshold: input.threshold } : changed
}
