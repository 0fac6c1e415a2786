'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { removeWebhookEndpoint, setWebhookEndpointEnabled } from '@/collections/webhooks/operations/change-webhook-endpoint'
import { createWebhookEndpoint, type EndpointMade } from '@/collections/webhooks/operations/create-webhook-endpoint'
import { resendDelivery } from '@/collections/webhooks/operations/resend-delivery'
import { sendTestEvent } from '@/collections/webhooks/operations/send-test-event'
import type { ReceiverAnswer } from '@/platform/http/webhook-receiver'
import { refusal, type Refusal, type Result } from '@/platform/result'

import { runAsCustomer } from './customer-action'

/**
 * The webhooks pages' server actions: each runs its operation as the viewer, found again, so only
 * the company's own owners and admins change its endpoints (the operations check the role now).
 */

const WEBHOOKS_PAGE = '/dashboard/webhooks'
const endpointPage = (endpoint: number) => `${WEBHOOKS_PAGE}/${endpoint}`

const UNREADABLE: Refusal = refusal(400, 'That request was not understood. Reload the page and try again.')

const recordId = z.number().int().positive()

/** Adds an endpoint for the active company. The answer carries its signing secret, shown once. */
export async function createWebhookEndpointAction(input: { url: string; description?: string; events: string[] }): Promise<Result<EndpointMade>> {
  const result = await runAsCustomer(createWebhookEndpoint, input)
  if (result.ok) revalidatePath(WEBHOOKS_PAGE)
  return result
}

/** Posts a `webhook.ping` to the endpoint now and answers what its receiver said; logged like any delivery. */
export async function sendTestEventAction(endpoint: unknown): Promise<Result<{ answer: ReceiverAnswer }>> {
  const id = recordId.safeParse(endpoint)
  if (!id.success) return UNREADABLE
  const result = await runAsCustomer(sendTestEvent, { endpoint: id.data })
  if (result.ok) revalidatePath(endpointPage(id.data))
  return result
}

const setEnabled = async (endpoint: unknown, enabled: boolean): Promise<Result> => {
  const id = recordId.safeParse(endpoint)
  if (!id.success) return UNREADABLE
  const result = await runAsCustomer(setWebhookEndpointEnabled, { endpoint: id.data, enabled })
  if (result.ok) {
    revalidatePath(WEBHOOKS_PAGE)
    revalidatePath(endpointPage(id.data))
  }
  return result
}

/** Stops sending events to the endpoint until it is turned on again. */
export async function turnOffWebhookEndpointAction(endpoint: unknown): Promise<Result> {
  return setEnabled(endpoint, false)
}

/** Sends events to the endpoint again, its failing streak forgotten. */
export async function turnOnWebhookEndpointAction(endpoint: unknown): Promise<Result> {
  return setEnabled(endpoint, true)
}

/** Removes the endpoint and its delivery log for good. */
export async function removeWebhookEndpointAction(endpoint: unknown): Promise<Result> {
  const id = recordId.safeParse(endpoint)
  if (!id.success) return UNREADABLE
  const result = await runAsCustomer(removeWebhookEndpoint, { endpoint: id.data })
  if (result.ok) revalidatePath(WEBHOOKS_PAGE)
  return result
}

/** Queues a logged delivery's event to be sent again, with the same event id. */
export async function resendWebhookDeliveryAction(delivery: unknown): Promise<Result> {
  const id = recordId.safeParse(delivery)
  if (!id.success) return UNREADABLE
  const result = await runAsCustomer(resendDelivery, { delivery: id.data })
  if (result.ok) revalidatePath(`${WEBHOOKS_PAGE}/[id]`, 'page')
  return result
}
