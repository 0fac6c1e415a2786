import { formatCents } from '@/domain/pricing'
import { emailLayout, escapeHtml } from './layout'

export type PaymentReceipt = {
  projectName: string
  paidAt: string
  transactionId: string
  subtotal: number
  shipping: number
  gst: number
  cardSurcharge: number
  total: number
  supplierName: string
  supplierAbn?: string | null
}

const rows = (receipt: PaymentReceipt) =>
  [
    ['Subtotal', receipt.subtotal],
    ['Shipping', receipt.shipping],
    ['GST', receipt.gst],
    ['Card surcharge', receipt.cardSurcharge],
  ]
    .filter(([label, cents]) => label !== 'Card surcharge' || (cents as number) > 0)
    .map(([label, cents]) => `${label}: ${formatCents(cents as number)}`)

/** To the payer and the customer: the card payment went through. */
export const paymentReceiptEmail = (receipt: PaymentReceipt) => ({
  subject: `Receipt: ${formatCents(receipt.total)} paid for ${receipt.projectName}`,
  html: emailLayout(
    'Payment receipt',
    `<p>Thank you. We received your card payment for <strong>${escapeHtml(receipt.projectName)}</strong> and your order is on its way to production.</p>
<p>${rows(receipt).map(escapeHtml).join('<br>')}<br><strong>Total paid: ${formatCents(receipt.total)}</strong> (incl. GST)</p>
<p>Paid on ${escapeHtml(new Date(receipt.paidAt).toLocaleDateString('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' }))}<br>
Reference: ${escapeHtml(receipt.transactionId)}<br>
${escapeHtml(receipt.supplierName)}${receipt.supplierAbn ? ` · ABN ${escapeHtml(receipt.supplierAbn)}` : ''}</p>
<p>Next, we send artwork proofs for your approval.</p>`,
  ),
  text: `Receipt for ${receipt.projectName}\n${rows(receipt).join('\n')}\nTotal paid: ${formatCents(receipt.total)} (incl. GST)\nReference: ${receipt.transactionId}`,
})

/** To staff: a project was paid by card and its order created. */
export const paymentReceivedEmail = (payment: { projectName: string; total: number; transactionId: string; adminLink: string }) => ({
  subject: `Paid: ${payment.projectName} (${formatCents(payment.total)})`,
  html: emailLayout(
    'Card payment received',
    `<p><strong>${escapeHtml(payment.projectName)}</strong> was paid by card: ${formatCents(payment.total)}.</p>
<p>Reference: ${escapeHtml(payment.transactionId)}</p>
<p>The order was created. Upload the artwork proofs and request approval.</p>
<p><a href="${payment.adminLink}">Open the order in the admin</a></p>`,
  ),
  text: `${payment.projectName} was paid by card: ${formatCents(payment.total)} (${payment.transactionId}).\n${payment.adminLink}`,
})
