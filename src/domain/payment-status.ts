// How far the money for a project or order has got, in the words customers see.

export const PAYMENT_STATUSES = ['unpaid', 'processing', 'paid', 'invoiced', 'failed', 'refunded'] as const

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  processing: 'Processing',
  paid: 'Paid',
  invoiced: 'Invoiced',
  failed: 'Failed',
  refunded: 'Refunded',
}

export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value)

export const PAYMENT_METHOD_LABELS: Record<string, string> = { card: 'Card', invoice: 'Invoice' }
