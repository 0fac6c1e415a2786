import type { OperationCall } from '@/collections/customer-endpoint'
import { refusingErrors, type Result } from '@/platform/result'

/** An item and its new low-stock threshold, already read; null removes the alert. */
export type ThresholdChange = { inventoryItem: number; threshold: number | null }

/**
 * Sets an item's low-stock threshold as the caller with access control on, so another customer's
 * item reads as missing, and through the collection's hook, which re-arms the alert when the
 * stock is above it.
 */
export async function changeLowStockThreshold({ req, input }: OperationCall<ThresholdChange>): Promise<Result<{ threshold: number | null }>> {
  const { payload, user } = req
  return refusingErrors(
    payload,
    'The threshold was not changed.',
    async () => {
      await payload.update({
        collection: 'inventory-items',
        id: input.inventoryItem,
        data: { lowStockThreshold: input.threshold },
        depth: 0,
        select: { lowStockThreshold: true },
        user,
        overrideAccess: false,
      })
      return { ok: true, threshold: input.threshold }
    },
    'We couldn’t find that inventory item.',
  )
}
