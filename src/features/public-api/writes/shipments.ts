import { z } from 'zod'

import { idParamsSchema } from '@/domain/public-api/paging'
import { shipmentSchema } from '@/domain/public-api/resources'
import { shipmentRequestSchema } from '@/domain/shipment-request'
import { cancelShipment as cancelAsMember } from '@/collections/shipments/operations/cancel-shipment'
import { requestShipments } from '@/collections/shipments/operations/request-shipments'

import { ApiAnswer, apiRoute } from '../api-route'
import { LISTED, shipmentReads } from '../reads/shipments'

const shipmentsMadeSchema = z
  .object({
    data: z.array(shipmentSchema),
    held: z
      .array(z.object({ id: z.number().int(), reason: z.string() }))
      .meta({ description: 'Those over a budget, waiting for approval, and why.' }),
  })
  .meta({ id: 'ShipmentsCreated' })

const TAG = 'Shipments'

export const createShipments = apiRoute({
  method: 'post',
  path: '/shipments',
  operationId: 'createShipments',
  summary: 'Ship stock to recipients',
  description:
    'One shipment per recipient, each with the same items from the company’s stock, all booked or none. ' +
    'Send an Idempotency-Key: a retry with the same key gets the first answer and books nothing. ' +
    'A shipment over one of the company’s budgets waits for approval (status held).',
  tag: TAG,
  scope: 'shipments:write',
  body: shipmentRequestSchema,
  idempotent: true,
  success: 201,
  response: shipmentsMadeSchema,
  handle: async (call) => {
    const made = await requestShipments({ req: { payload: call.payload, user: await call.member() }, input: call.body, key: call.idempotencyKey })
    if (!made.ok) return made
    const ids = made.shipments
    const { answer } = await shipmentReads.list({ ...call, query: { limit: ids.length } }, { id: { in: ids } })
    const body = { data: answer.data, held: made.held }
    return new ApiAnswer(201, body, made.replayed ? { 'idempotent-replayed': 'true' } : {})
  },
})

export const cancelShipment = apiRoute({
  method: 'post',
  path: '/shipments/{id}/cancel',
  operationId: 'cancelShipment',
  summary: 'Cancel a shipment',
  description: 'A shipment the warehouse has not started on (requested or held); its stock goes back to the inventory.',
  tag: TAG,
  scope: 'shipments:write',
  params: idParamsSchema,
  response: shipmentSchema,
  handle: async (call) => {
    if (!(await shipmentReads.one(call, { status: { in: LISTED } }))) return null
    const cancelled = await cancelAsMember({ req: { payload: call.payload, user: await call.member() }, input: call.params.id })
    return cancelled.ok ? shipmentReads.one(call) : cancelled
  },
})
