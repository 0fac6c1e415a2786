import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The moment the project became paid, by card or by settling its invoice: the day the payment
 * counts in the customer's books. Written here, on the change itself, so no door can forget it.
 */
export const stampPaidAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const becomesPaid = data.paymentStatus === 'paid' && originalDoc?.paymentStatus !== 'paid'
  return becomesPaid ? { ...data, paidAt: new Date().toISOString() } : data
}
