'use server'

import { revalidatePath } from 'next/cache'

import { idempotencyKeyProblem } from '@/domain/idempotency'
import { getViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { createReorder, type ReorderResult } from '@/collections/projects/reorder'

/**
 * "Reorder" on an order or an inventory item, as the signed-in customer. The button sends the key
 * of its submission attempt, so a double click or a retry after a lost answer makes one project.
 */
export async function reorderAction(input: unknown, idempotencyKey?: unknown): Promise<ReorderResult> {
  const keyed = idempotencyKey !== undefined && idempotencyKey !== null
  const problem = keyed ? idempotencyKeyProblem(idempotencyKey) : null
  if (problem) return { ok: false, status: 400, message: problem }
  const viewer = await getViewer()
  if (!viewer) return { ok: false, status: 401, message: 'Your session has ended. Log in again to continue.' }
  const result = await createReorder(await payloadClient(), viewer.customer, input, keyed ? String(idempotencyKey) : null)
  if (result.ok) revalidatePath('/dashboard/projects')
  return result
}
