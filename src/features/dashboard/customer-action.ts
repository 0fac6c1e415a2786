import type { OperationCall } from '@/collections/customer-endpoint'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { idempotencyKeyProblem } from '@/domain/idempotency'
import { getActingViewer } from '@/features/auth/current-customer'
import { payloadClient } from '@/payload-client'
import { refusal, type Refusal } from '@/platform/result'

/** The dashboard's server actions' side of customerEndpoint: the same operations, run as the viewer. */

const SESSION_ENDED: Refusal = refusal(401, 'Your session has ended. Log in again to continue.')

/**
 * Runs an operation for a server action as the signed-in customer (found again for every call),
 * with `input` as the action read it; a refusal when the session has ended.
 */
export async function runAsCustomer<Input, T>(
  operation: (call: OperationCall<Input, CustomerUser>) => Promise<T>,
  input: Input,
  key: string | null = null,
): Promise<T | Refusal> {
  const viewer = await getActingViewer()
  if (!viewer) return SESSION_ENDED
  return operation({ req: { payload: await payloadClient(), user: viewer.customer }, input, key })
}

/**
 * Runs a keyed operation: the form sends the key of its submission attempt, so a retry after a
 * lost answer gets the first answer; `keyRequired` when the form always sends one.
 */
export async function runKeyed<T>(
  operation: (call: OperationCall<unknown, CustomerUser>) => Promise<T>,
  input: unknown,
  idempotencyKey: unknown,
  keyRequired = false,
): Promise<T | Refusal> {
  const keyed = keyRequired || (idempotencyKey !== undefined && idempotencyKey !== null)
  const problem = keyed ? idempotencyKeyProblem(idempotencyKey) : null
  if (problem) return refusal(400, problem)
  return runAsCustomer(operation, input, keyed ? String(idempotencyKey) : null)
}
