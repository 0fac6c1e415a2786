'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { createApiKey, type ApiKeyMade } from '@/collections/api-keys/operations/create-api-key'
import { revokeApiKey } from '@/collections/api-keys/operations/revoke-api-key'
import { refusal, type Result } from '@/platform/result'

import { runAsCustomer } from './customer-action'

const API_KEYS_PAGE = '/dashboard/api-keys'

/**
 * Makes a key for the active company (see createApiKey). The answer carries the key, shown once;
 * the page is refreshed so the list holds it.
 */
export async function createApiKeyAction(input: {
  name: string
  scopes: string[]
  expiresOn?: string
  allowedAddresses?: string
}): Promise<Result<ApiKeyMade>> {
  const result = await runAsCustomer(createApiKey, input)
  if (result.ok) revalidatePath(API_KEYS_PAGE)
  return result
}

const keyRef = z.object({ apiKey: z.number().int().positive() })

/** Revokes one of the active company's keys: it stops working at once (see revokeApiKey). */
export async function revokeApiKeyAction(input: { apiKey: number }): Promise<Result> {
  const parsed = keyRef.safeParse(input)
  if (!parsed.success) return refusal(400, 'That request was not understood. Reload the page and try again.')
  const result = await runAsCustomer(revokeApiKey, parsed.data)
  // Already revoked (409): the page shows it as it is now, not as it was.
  if (result.ok || result.status === 409) revalidatePath(API_KEYS_PAGE)
  return result
}
