import type { KeyedCall } from '@/collections/customer-endpoint'
import { idempotencyKeyProblem } from '@/domain/idempotency'
import { getViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { refusal, type Refusal } from '@/platform/result'

/**
 * Runs a keyed operation for a server action, as the signed-in customer: the action's side of
 * keyedCustomerEndpoint. The form sends the key of its submission attempt, so a retry after a
 * lost answer gets the first answer; `keyRequired` when the form always sends one.
 */
export async function runKeyed<T>(
  operation: (call: KeyedCall) => Promise<T>,
  input: unknown,
  idempotencyKey: unknown,
  keyRequired = false,
): Promise<T | Refusal> {
  const keyed = keyRequired || (idempotencyKey !== undefined && idempotencyKey !== null)
  const problem = keyed ? idempotencyKeyProblem(idempotencyKey) : null
  if (problem) return refusal(400, problem)
  const viewer = await getViewer()
  if (!viewer) return refusal(401, 'Your session has ended. Log in again to continue.')
  const req = { payload: await payloadClient(), user: viewer.customer }
  return operation({ req, input, key: keyed ? String(idempotencyKey) : null })
}
