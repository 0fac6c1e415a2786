import type { Endpoint, PayloadRequest } from 'payload'

import { customerEndpoint, jsonBody } from '@/collections/customer-endpoint'

import { createApiKey } from '../operations/create-api-key'
import { revokeApiKey } from '../operations/revoke-api-key'

/**
 * The API keys' own endpoints, running the very code of the dashboard's API keys page: the
 * company's owners and admins make and revoke keys.
 */

/** POST /payload-api/api-keys/create {name, scopes, expiresOn?, allowedAddresses?}: 201 {key, apiKey}, the key shown this once. */
const createEndpoint = customerEndpoint({
  path: '/create',
  read: jsonBody(8 * 1024),
  operation: createApiKey,
  answer: ({ key, apiKey }) => Response.json({ key, apiKey }, { status: 201, headers: { 'cache-control': 'no-store' } }),
})

const keyRef = async (req: PayloadRequest): Promise<{ input: { apiKey: number } } | Response> => {
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d{1,12}$/.test(id)) return Response.json({ message: 'We couldn’t find that key.' }, { status: 404 })
  return { input: { apiKey: Number(id) } }
}

/** POST /payload-api/api-keys/:id/revoke: the key stops working at once. */
const revokeEndpoint = customerEndpoint({ path: '/:id/revoke', read: keyRef, operation: revokeApiKey, answer: (done) => Response.json(done) })

export const apiKeyEndpoints: Endpoint[] = [createEndpoint, revokeEndpoint]
