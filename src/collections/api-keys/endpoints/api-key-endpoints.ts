import type { Endpoint } from 'payload'

import { customerEndpoint, jsonBody, routeId } from '@/collections/customer-endpoint'

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

/** POST /payload-api/api-keys/:id/revoke: the key stops working at once. */
const revokeEndpoint = customerEndpoint({
  path: '/:id/revoke',
  read: routeId('apiKey', 'We couldn’t find that key.'),
  operation: revokeApiKey,
  answer: (done) => Response.json(done),
})

export const apiKeyEndpoints: Endpoint[] = [createEndpoint, revokeEndpoint]
