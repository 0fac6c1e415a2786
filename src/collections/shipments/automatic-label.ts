import type { CollectionAfterChangeHook, PayloadRequest, TaskConfig } from 'payload'

import { configuredCarriers } from '@/integrations/carriers/configured-carriers'
import { relationId } from '@/platform/relation-id'
import { buyShippingLabel } from './operations/buy-label'

/** The jobs queue's task that buys one shipment's label by the company's rule. */
export const BUY_LABEL_TASK = 'buyShipmentLabel'

/** Whether the company buys its shipments' labels without staff. */
export const buysAutomatically = async (req: PayloadRequest, company: number | null): Promise<boolean> => {
  if (company === null) return false
  const found = await req.payload.findByID({
    collection: 'companies',
    id: company,
    depth: 0,
    req,
    overrideAccess: true,
    select: { labelPurchase: true },
  })
  return found?.labelPurchase === 'automatic'
}

/**
 * A shipment of a company that buys labels automatically is queued for its label as it becomes
 * requested (made so, or approved), in the transaction that requested it: a request rolled back
 * queues nothing. The purchase itself runs in the job, after the commit, because it waits on carriers.
 */
export const queueAutomaticLabel: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const becameRequested = doc.status === 'requested' && (operation === 'create' || previousDoc?.status !== 'requested')
  if (!becameRequested || !(await buysAutomatically(req, relationId(doc.company)))) return doc
  await req.payload.jobs.queue({ task: BUY_LABEL_TASK, input: { shipment: Number(doc.id) }, req })
  return doc
}

/**
 * Buys the label (operations/buy-label.ts) once: a purchase that buys nothing has already said why
 * on the shipment and told staff, and one that cannot start (the shipment cancelled meanwhile, no
 * carrier configured) is the outcome, not a failure to retry.
 */
export const buyShipmentLabelTask: TaskConfig = {
  slug: BUY_LABEL_TASK,
  label: 'Buy a shipment’s label',
  inputSchema: [{ name: 'shipment', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: 0,
  handler: async ({ input, req }) => {
    const shipment = Number((input as { shipment: number }).shipment)
    try {
      const purchase = await buyShippingLabel(req.payload, { shipment }, configuredCarriers())
      return { output: { outcome: purchase.state } }
    } catch (error) {
      return { output: { outcome: error instanceof Error ? error.message : String(error) } }
    }
  },
}
