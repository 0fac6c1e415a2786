'use server'

import { supplyDeliveryDetails } from '@/collections/shipments/operations/supply-delivery-details'
import { withinRateLimit } from '@/features/auth/rate-limit'
import { payloadClient } from '@/payload-client'
import { refusal } from '@/platform/result'

/**
 * A recipient sends their delivery-details form: counted against the same per-address budget as
 * the REST call and the other recipient links, then the operation checks the key and every field.
 */
export async function submitDeliveryDetails(key: string, input: unknown) {
  if (!(await withinRateLimit('link-response'))) {
    return refusal(429, 'Too many answers have come from your network in the last minute. Wait a minute and try again.')
  }
  // Anyone can call an action with anything: only an object's fields are read, and only those asked.
  const fields = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  return supplyDeliveryDetails(await payloadClient(), String(key), fields)
}
