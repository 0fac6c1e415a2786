import type { OperationCall } from '@/collections/customer-endpoint'
import { refusingErrors, type Result } from '@/platform/result'

/**
 * Cancels a shipment (`input`, its id) the warehouse has not started on, as the caller with access
 * control on: the collection's hooks decide whether it may still be cancelled and return its
 * stock through the ledger, so another customer's shipment reads as missing.
 */
export async function cancelShipment({ req, input: id }: OperationCall<number>): Promise<Result> {
  const { payload, user } = req
  return refusingErrors(
    payload,
    'The shipment was not cancelled.',
    async () => {
      await payload.update({
        collection: 'shipments',
        id,
        data: { status: 'cancelled' },
        depth: 0,
        select: { status: true },
        user,
        overrideAccess: false,
      })
      return { ok: true }
    },
    'We couldn’t find that shipment.',
  )
}
