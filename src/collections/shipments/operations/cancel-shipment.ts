import type { OperationCall } from '@/collections/customer-endpoint'
import { changeFields } from '@/collections/field-change'
import type { Result } from '@/platform/result'

/**
 * Cancels a shipment (`input`, its id) the warehouse has not started on, as the caller: the
 * collection's hooks decide whether it may still be cancelled and return its stock through the
 * ledger, and another customer's shipment reads as missing (see changeFields).
 */
export const cancelShipment = ({ req, input: id }: OperationCall<number>): Promise<Result> =>
  changeFields(req, {
    collection: 'shipments',
    id,
    data: { status: 'cancelled' },
    notChanged: 'The shipment was not cancelled.',
    notFound: 'We couldn’t find that shipment.',
  })
