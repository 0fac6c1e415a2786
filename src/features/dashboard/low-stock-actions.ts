'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { changeLowStockThreshold } from '@/collections/inventory/operations/change-low-stock-threshold'
import { parseThreshold } from '@/domain/low-stock'
import { refusal, type Result } from '@/platform/result'
import { runAsCustomer } from './customer-action'

const thresholdChange = z.object({ inventoryItem: z.number().int().positive(), threshold: z.unknown() })

/**
 * Sets (or, with a blank, removes) the low-stock threshold of one of the signed-in customer's
 * items, checked here and then written as the customer (see changeLowStockThreshold).
 */
export async function setLowStockThreshold(input: unknown): Promise<Result<{ threshold: number | null }>> {
  const parsed = thresholdChange.safeParse(input)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const threshold = parseThreshold(parsed.data.threshold)
  if (!threshold.ok) return refusal(400, threshold.error)
  const result = await runAsCustomer(changeLowStockThreshold, { inventoryItem: parsed.data.inventoryItem, threshold: threshold.threshold })
  if (result.ok) revalidatePath('/dashboard/inventory')
  return result
}
