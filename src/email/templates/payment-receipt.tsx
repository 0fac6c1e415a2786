import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import { renderEmail } from '../render'
import { Details, EmailLayout, Paragraph } from './EmailLayout'

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

/** To the payer and the customer: the card payment went through. */
export const paymentReceiptEmail = (receipt: PaymentReceipt) =>
  renderEmail(
    `Receipt: ${formatCents(receipt.total)} paid for ${receipt.projectName}`,
    <EmailLayout title="Payment receipt" preview={`We received ${formatCents(receipt.total)} for ${receipt.projectName}.`}>
      <Paragraph>
        Thank you. We received your card payment for <strong>{receipt.projectName}</strong> and your order is on its way to production.
      </Paragraph>
      <Details
        rows={[
          ['Subtotal', formatCents(receipt.subtotal)],
          ['Shipping', formatCents(receipt.shipping)],
          ['GST', formatCents(receipt.gst)],
          ['Card surcharge', receipt.cardSurcharge > 0 ? formatCents(receipt.cardSurcharge) : null],
          ['Total paid', <strong key="total">{formatCents(receipt.total)} (incl. GST)</strong>],
          ['Paid on', formatDate(receipt.paidAt)],
          ['Reference', receipt.transactionId],
          ['Supplier', receipt.supplierAbn ? `${receipt.supplierName} · ABN ${receipt.supplierAbn}` : receipt.supplierName],
        ]}
      />
      <Paragraph>Next, we send artwork proofs for your approval.</Paragraph>
    </EmailLayout>,
  )
