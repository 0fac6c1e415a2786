import type { Payload } from 'payload'

import { CARRIER_LABELS, isCarrier } from '@/domain/delivery/carriers'
import { LABEL_PURCHASE_DEADLINE_MS, shipmentReference } from '@/domain/delivery/label-purchase'
import { CarrierError, type CarrierAdapter } from '@/integrations/carriers/carrier-adapter'
import { populated } from '@/platform/relation-id'
import { tellStaffLabelNotVoided } from './label-notice'

/** What became of a cancelled shipment's label: cancelled with the carrier, nothing to do, or left for staff (why). */
export type LabelVoid = { outcome: 'voided' | 'nothing' | 'left'; problem?: string }

/** A carrier failing in a way that may pass: the job tries again later. */
export class VoidLaterError extends Error {}

const RETRYABLE: CarrierError['failure'][] = ['unavailable', 'unanswered', 'rate_limited']

const leave = async (payload: Payload, id: number, problem: string): Promise<LabelVoid> => {
  await payload.update({ collection: 'shipments', id, data: { labelProblem: problem }, depth: 0, overrideAccess: true })
  await tellStaffLabelNotVoided(payload, id, problem)
  return { outcome: 'left', problem }
}

/**
 * Cancels the label of a cancelled shipment with its carrier, so it is not charged for a parcel
 * that never goes. A parcel already on a manifest has been handed over: staff are told to get it
 * back instead. A carrier that is down or slow throws VoidLaterError for the job's retry; one that
 * refuses leaves the label bought, with its reason, and tells staff.
 */
export async function voidShippingLabel(payload: Payload, id: number, adapters: readonly CarrierAdapter[]): Promise<LabelVoid> {
  const shipment = await payload.findByID({ collection: 'shipments', id, depth: 1, overrideAccess: true })
  if (shipment.status !== 'cancelled' || shipment.labelState !== 'bought' || !shipment.trackingNumber || !isCarrier(shipment.carrier)) {
    return { outcome: 'nothing' }
  }
  const carrier = CARRIER_LABELS[shipment.carrier]
  const manifest = populated<{ manifestId?: string | null }>(shipment.manifest)
  if (shipment.manifest) {
    return leave(
      payload,
      id,
      `${shipmentReference(id)} was handed to ${carrier} on manifest ${manifest?.manifestId ?? ''} before it was cancelled: ask ${carrier} to return it.`,
    )
  }
  const adapter = adapters.find((candidate) => candidate.carrier === shipment.carrier)
  if (!adapter) return leave(payload, id, `${carrier} is no longer configured, so its label for ${shipmentReference(id)} could not be cancelled.`)
  try {
    await adapter.cancelLabel(
      { trackingNumber: shipment.trackingNumber, carrierShipmentId: shipment.carrierShipmentId || shipment.trackingNumber },
      AbortSignal.timeout(LABEL_PURCHASE_DEADLINE_MS),
    )
  } catch (error) {
    if (error instanceof CarrierError && RETRYABLE.includes(error.failure)) throw new VoidLaterError(error.message)
    return leave(payload, id, `${carrier} did not cancel the label: ${error instanceof Error ? error.message : String(error)}`)
  }
  await payload.update({ collection: 'shipments', id, data: { labelState: 'voided', labelProblem: null }, depth: 0, overrideAccess: true })
  return { outcome: 'voided' }
}
