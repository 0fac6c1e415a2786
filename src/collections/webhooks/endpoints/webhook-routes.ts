import type { Endpoint } from 'payload'

import { customerEndpoint, jsonBody, routeId } from '@/collections/customer-endpoint'

import { createWebhookEndpoint } from '../operations/create-webhook-endpoint'
import { removeWebhookEndpoint, setWebhookEndpointEnabled } from '../operations/change-webhook-endpoint'
import { resendDelivery } from '../operations/resend-delivery'
import { sendTestEvent } from '../operations/send-test-event'

/**
 * The webhooks' own endpoints, running the very code of the dashboard's Webhooks pages: the
 * company's owners and admins add, test, turn off and on, and remove endpoints, and resend deliveries.
 */

const NO_ENDPOINT = 'We couldn’t find that endpoint.'
const noStore = { 'cache-control': 'no-store' }

/** POST /payload-api/webhook-endpoints/create {url, description?, events}: 201 {endpoint, secret}, the secret shown this once. */
const createRoute = customerEndpoint({
  path: '/create',
  read: jsonBody(8 * 1024),
  operation: createWebhookEndpoint,
  answer: ({ endpoint, secret }) => Response.json({ endpoint, secret }, { status: 201, headers: noStore }),
})

/** POST /payload-api/webhook-endpoints/:id/enable and /:id/disable. */
const switchRoute = (enabled: boolean) =>
  customerEndpoint({
    path: `/:id/${enabled ? 'enable' : 'disable'}`,
    read: async (req) => {
      const ref = await routeId('endpoint', NO_ENDPOINT)(req)
      return ref instanceof Response ? ref : { input: { ...ref.input, enabled } }
    },
    operation: setWebhookEndpointEnabled,
    answer: (done) => Response.json(done),
  })

/** POST /payload-api/webhook-endpoints/:id/test: sends a `webhook.ping` now and answers what the receiver said. */
const testRoute = customerEndpoint({
  path: '/:id/test',
  read: routeId('endpoint', NO_ENDPOINT),
  operation: sendTestEvent,
  answer: ({ answer }) => Response.json({ answer }, { headers: noStore }),
})

/** POST /payload-api/webhook-endpoints/:id/remove: the endpoint and its delivery log go. */
const removeRoute = customerEndpoint({
  path: '/:id/remove',
  read: routeId('endpoint', NO_ENDPOINT),
  operation: removeWebhookEndpoint,
  answer: (done) => Response.json(done),
})

export const webhookEndpointRoutes: Endpoint[] = [createRoute, switchRoute(true), switchRoute(false), testRoute, removeRoute]

/** POST /payload-api/webhook-deliveries/:id/resend: the event goes again, with its own id. */
export const webhookDeliveryRoutes: Endpoint[] = [
  customerEndpoint({
    path: '/:id/resend',
    read: routeId('delivery', 'We couldn’t find that delivery.'),
    operation: resendDelivery,
    answer: (done) => Response.json(done, { status: 202 }),
  }),
]
