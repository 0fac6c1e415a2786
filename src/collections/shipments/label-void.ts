import type { CollectionAfterChangeHook, TaskConfig } from 'payload'

import { configuredCarriers } from '@/integrations/carriers/configured-carriers'
import { voidShippingLabel, VoidLaterError } from './operations/void-label'

/** The jobs queue's task that cancels a cancelled shipment's label with its carrier. */
export const VOID_LABEL_TASK = 'voidShipmentLabel'

/**
 * A shipment cancelled with a label bought has the label cancelled with its carrier, by a job
 * queued in the cancelling transaction (so a cancel rolled back voids nothing) and run after it,
 * since it waits on the carrier.
 */
export const queueLabelVoid: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'cancelled' || previousDoc?.status === 'cancelled' || doc.labelState !== 'bought') return doc
  await req.payload.jobs.queue({ task: VOID_LABEL_TASK, input: { shipment: Number(doc.id) }, req })
  return doc
}

/** Voids the label (operations/void-label.ts); a carrier down or slow is tried again, 1, 2, 4… minutes later. */
export const voidShipmentLabelTask: TaskConfig = {
  slug: VOID_LABEL_TASK,
  label: 'Cancel a shipment’s label with its carrier',
  inputSchema: [{ name: 'shipment', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    try {
      const { outcome } = await voidShippingLabel(req.payload, Number((input as { shipment: number }).shipment), configuredCarriers())
      return { output: { outcome } }
    } catch (error) {
      if (error instanceof VoidLaterError) throw error
      return { output: { outcome: error instanceof Error ? error.message : String(error) } }
    }
  },
}
