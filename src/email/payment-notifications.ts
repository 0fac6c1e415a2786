// The payment emails. Each is queued with the payment's own transaction (`req`), so a receipt
// exists exactly when the payment it describes does: a rollback drops it, a crash after the
// commit cannot lose it.
import type { PayloadRequest } from 'payload'

import { queueEmail } from './queue'
import { distinctAddresses } from './recipients'
import { queueStaffNotice } from './staff-notice'
import { paymentReceiptEmail, type PaymentReceipt } from './templates/payment-receipt'
import { paymentReceivedEmail } from './templates/payment-received'
import { paymentRefundedEmail } from './templates/payment-refunded'

export const queuePaymentReceipt = async (req: PayloadRequest, receipt: PaymentReceipt, to: (string | null | undefined)[]) => {
  const email = await paymentReceiptEmail(receipt)
  for (const address of distinctAddresses(to)) await queueEmail(req.payload, { to: address, ...email }, req)
}

export const queuePaymentReceived = async (req: PayloadRequest, payment: Parameters<typeof paymentReceivedEmail>[0]) =>
  queueStaffNotice(req, paymentReceivedEmail(payment))

export const queuePaymentRefunded = async (req: PayloadRequest, refund: Parameters<typeof paymentRefundedEmail>[0]) =>
  queueStaffNotice(req, paymentRefundedEmail(refund))
