'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { parseThreshold } from '@/domain/low-stock'
import { getViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { refusal, refusalOf, type Result } from '@/platform/result'

const thresholdChange = z.object({ inventoryItem: z.number().int().positive(), threshold: z.unknown() })

/**
 * Sets (or, with a blank, removes) the low-stock threshold of one of the signed-in customer's
 * items. It runs as the customer with access control on, so another customer's item reads as
 * missing, and through the collection's hook, which re-arms the alert when the stock is above it.
 */
export async function setLowStockThreshold(input: unknown): Promise<Result<{ threshold: number | null }>> {
  const parsed = thresholdChange.safeParse(input)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const threshold = parseThreshold(parsed.data.threshold)
  if (!threshold.ok) return refusal(400, threshold.error)
  const viewer = await getViewer()
  if (!viewer) return refusal(401, 'Your session has ended. Log in again to continue.')
  const payload = await payloadClient()
  try {
    await payload.update({
      collection: 'inventory-items',
      id: parsed.data.inventoryItem,
      data: { lowStockThreshold: threshold.threshold },
      depth: 0,
      select: { lowStockThreshold: true },
      user: viewer.customer,
      overrideAccess: false,
    })
  } catch (error) {
    return refusalOf(error, payload, 'The threshold was not changed.', 'We couldn’t find that inventory item.')
  }
  revalidatePath('/dashboard/inventory')
  return { ok: true, threshold: threshold.threshold }
}
