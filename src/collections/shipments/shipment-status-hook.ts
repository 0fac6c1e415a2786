import { isDeepStrictEqual } from 'node:util'

import type { CollectionBeforeChangeHook } from 'payload'

import { isCustomer } from '@/access/roles'
import { shipmentTransitionProblem } from '@/domain/shipment-status'
import { clientError } from '@/platform/http/client-error'

import { APPROVED_SHIPMENT } from './shipment-budget'

/**
 * Every status change of an existing shipment follows the shipment machine: a customer may only
 * cancel one that has not been picked yet; staff process it through to delivered. A held one is
 * booked only by an approver's decision (operations/decide-approval.ts). Shipping stamps
 * processedAt unless staff gave one.
 */
export const enforceShipmentStatus: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update') return data
  const customer = isCustomer(req.user)
  if (customer) {
    const keys = Object.keys(data).filter((key) => data[key] !== undefined && !isDeepStrictEqual(data[key], originalDoc?.[key]))
    if (keys.some((key) => key !== 'status')) throw clientError('A shipment can only be cancelled before it is processed.', 400)
  }
  const from = originalDoc?.status
  const to = data.status
  if (to === undefined || to === from) return data
  if (from === 'held' && to === 'requested' && String(req.context[APPROVED_SHIPMENT]) === String(originalDoc?.id)) return data
  const problem = shipmentTransitionProblem(from, to, customer ? 'owner' : 'staff', data.trackingUrl ?? originalDoc?.trackingUrl)
  if (problem) {
    throw clientError(customer ? 'A shipment can only be cancelled before it is processed.' : problem, 400)
  }
  return to === 'shipped' && !data.processedAt && !originalDoc?.processedAt ? { ...data, processedAt: new Date().toISOString() } : data
}
