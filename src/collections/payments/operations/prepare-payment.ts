import type { Payload } from 'payload'

import { normalisePurchaseOrder } from '@/domain/purchase-order'
import { PAYABLE_STATUSES } from '@/domain/review-statuses'
import { refusal, type Result } from '@/platform/result'

/**
 * Before a charge or an invoice: the project (already opened by its share link) must still take a
 * payment, and a PO number given here (undefined leaves the one from finalising as it is) is kept
 * on it first, so the invoice prints it; an issued invoice keeps its own. Returns the project's name.
 */
export async function preparePayment(
  payload: Payload,
  project: { id: number; status: string },
  purchaseOrderNumber: unknown,
): Promise<Result<{ name: string }>> {
  const current = await payload.findByID({
    collection: 'projects',
    id: project.id,
    depth: 0,
    select: { name: true, paymentStatus: true, purchaseOrderNumber: true },
  })
  if (current.paymentStatus === 'paid') return refusal(409, 'This project has already been paid.')
  if (!(PAYABLE_STATUSES as readonly string[]).includes(project.status)) {
    return refusal(409, 'This project is no longer awaiting payment.')
  }
  if (typeof purchaseOrderNumber === 'string' && current.paymentStatus !== 'invoiced') {
    const number = normalisePurchaseOrder(purchaseOrderNumber) || null
    if (number !== (current.purchaseOrderNumber ?? null)) {
      await payload.update({
        collection: 'projects',
        id: project.id,
        data: { purchaseOrderNumber: number },
        depth: 0,
        select: { purchaseOrderNumber: true },
      })
    }
  }
  return { ok: true, name: current.name }
}
