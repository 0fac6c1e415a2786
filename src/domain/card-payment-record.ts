// A project paid by card keeps the record of that payment: only the payment gateway writes it,
// and staff may afterwards only mark it refunded. An admin form opened before the payment landed
// would otherwise save its stale "unpaid" over it.

type PaymentRecord = { paymentStatus?: unknown; paymentMethod?: unknown; stripeTransactionId?: unknown }

const changed = (data: PaymentRecord, original: PaymentRecord, field: keyof PaymentRecord): boolean =>
  data[field] !== undefined && data[field] !== original[field]

/** Why this change would overwrite a recorded card payment, or null when it does not. */
export function cardPaymentOverwrite(original: PaymentRecord, data: PaymentRecord): string | null {
  if (original.paymentStatus !== 'paid' || !original.stripeTransactionId) return null
  const overwrites =
    changed(data, original, 'stripeTransactionId') ||
    changed(data, original, 'paymentMethod') ||
    (changed(data, original, 'paymentStatus') && data.paymentStatus !== 'refunded')
  return overwrites
    ? `This project was paid by card (${String(original.stripeTransactionId)}) while it was open here; reload it before saving.`
    : null
}
