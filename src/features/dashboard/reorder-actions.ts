'use server'

import { revalidatePath } from 'next/cache'

import { createReorder } from '@/collections/projects/operations/create-reorder'
import { runKeyed } from './customer-action'

/**
 * "Reorder" on an order or an inventory item, as the signed-in customer. The button sends the key
 * of its submission attempt, so a double click or a retry after a lost answer makes one project.
 */
export async function reorderAction(input: unknown, idempotencyKey?: unknown) {
  const result = await runKeyed(createReorder, input, idempotencyKey)
  if (result.ok) revalidatePath('/dashboard/projects')
  return result
}
