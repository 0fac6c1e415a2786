import { z } from 'zod'

import { idParamsSchema, pagingQuerySchema } from '@/domain/public-api/paging'
import { type ShipmentView, shipmentListSchema, shipmentSchema } from '@/domain/public-api/resources'
import { SHIPMENT_STATUSES } from '@/domain/shipment-status'
import type { Shipment } from '@/payload-types'
import { populated, relationId } from '@/platform/relation-id'

import { apiRoute } from '../api-route'
import { companyReads } from './company-reads'

const SELECT = {
  status: true,
  recipient: true,
  items: true,
  charge: true,
  trackingUrl: true,
  processedAt: true,
  createdAt: true,
  updatedAt: true,
} as const

const shipmentView = (doc: Shipment): ShipmentView => {
  const recipient = populated(doc.recipient)
  return {
    id: doc.id,
    status: doc.status,
    recipient: {
      id: relationId(doc.recipient)!,
      fullName: recipient?.fullName ?? '',
      suburb: recipient?.suburb ?? '',
      state: recipient?.state ?? null,
      postcode: recipient?.postcode ?? null,
      country: recipient?.country ?? '',
    },
    items: (doc.items ?? []).map((item) => ({ inventoryItem: relationId(item.inventoryItem)!, quantity: item.quantity })),
    charge: doc.charge ?? null,
    trackingUrl: doc.trackingUrl ?? null,
    processedAt: doc.processedAt ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

export const shipmentReads = companyReads({
  collection: 'shipments',
  select: SELECT,
  populate: { recipients: { fullName: true, suburb: true, state: true, postcode: true, country: true }, 'inventory-items': { title: true } },
  sort: ['-createdAt', '-id'],
  view: shipmentView,
})

/** Drafts (pending) are the dashboard's own and never listed, as on its shipments page. */
export const LISTED = SHIPMENT_STATUSES.filter((status) => status !== 'pending')

const TAG = 'Shipments'

export const listShipments = apiRoute({
  method: 'get',
  path: '/shipments',
  operationId: 'listShipments',
  summary: 'List shipments',
  description: 'The company’s shipments, newest first.',
  tag: TAG,
  scope: 'read',
  query: pagingQuerySchema.extend({ status: z.enum(LISTED).optional().meta({ description: 'Only those in this status.' }) }),
  response: shipmentListSchema,
  handle: async (call) => (await shipmentReads.list(call, { status: call.query.status ? { equals: call.query.status } : { in: LISTED } })).answer,
})

export const getShipment = apiRoute({
  method: 'get',
  path: '/shipments/{id}',
  operationId: 'getShipment',
  summary: 'Get a shipment',
  tag: TAG,
  scope: 'read',
  params: idParamsSchema,
  response: shipmentSchema,
  handle: (call) => shipmentReads.one(call, { status: { in: LISTED } }),
})
