import { Download } from 'lucide-react'
import type { Metadata } from 'next'

import { LinkUsed } from '@/components/review/LinkUsed'
import { PaymentOutcome, Facts } from '@/components/review/PaymentOutcome'
import { OnAccountNotice } from '@/components/review/OnAccountNotice'
import { PaymentPanel } from '@/components/review/PaymentPanel'
import { ProposalLines } from '@/components/review/ProposalLines'
import { ReviewHeading } from '@/components/review/ReviewHeading'
import { buttonClasses } from '@/components/ui/button'
import { formatCents } from '@/domain/pricing'
import { invoiceDownloadPath } from '@/collections/payments/invoice-document'
import { payloadClient } from '@/payload-client'
import { amountDue } from '@/collections/payments/amount-due'
import { cardGateway } from '@/features/payments/gateway'
import { getOnAccountApproval } from '@/features/payments/on-account-approval'
import { PAYMENT_PAGE_STATUSES } from '@/domain/review-statuses'
import { mockupUrl, reviewProject } from '@/features/review/review-project'
import { guardSharePage } from '@/features/review/share-guard'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { confirmStripePayment, payWithTestCard, requestInvoice, startCardPayment } from '@/features/payments/payment-actions'

export const metadata: Metadata = { title: 'Payment' }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ key?: string | string[]; payment_intent?: string }> }

const longDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-AU', { dateStyle: 'long', timeZone: 'Australia/Sydney' }) : '—'

/** /review/projects/{id}/payment?key=… — pay by card or invoice; a paid project shows its receipt. */
export default async function PaymentPage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams])
  const { doc, applies } = await guardSharePage('projects', id, query.key, PAYMENT_PAGE_STATUSES)
  const settings = await getSiteSettings()
  if (!applies) return <LinkUsed contact={settings.supplier} />
  const shareKey = query.key as string
  const payload = await payloadClient()
  const { project, lines } = await reviewProject(doc.id)
  const [card, invoiceTotals, { docs: invoices }, onAccount] = await Promise.all([
    amountDue({ payload }, project, 'card'),
    amountDue({ payload }, project, 'invoice'),
    payload.find({ collection: 'invoices', where: { project: { equals: doc.id } }, limit: 1, depth: 0 }),
    getOnAccountApproval(doc.id),
  ])
  const invoice = invoices[0]
  const success = settings.payments?.successContent
  const downloadButton = invoice ? (
    <a href={invoiceDownloadPath(doc.id, shareKey)} className={buttonClasses('secondary', 'md')} download>
      <Download className="size-4" aria-hidden /> Download invoice {invoice.number} (PDF)
    </a>
  ) : null

  if (project.status === 'completed') {
    const byCard = project.paymentMethod !== 'invoice'
    return (
      <>
        <ReviewHeading eyebrow="Receipt" title={project.name} />
        <PaymentOutcome content={byCard ? success?.card : success?.invoice} fallbackHeading="Paid, thank you">
          <Facts
            rows={[
              ['Status', 'Paid'],
              ['Method', byCard ? 'Card' : `Invoice ${project.invoice?.number ?? ''}`],
              ['Total', formatCents(byCard ? card.summary.total : (invoice?.total ?? invoiceTotals.summary.total))],
              ...(project.stripeTransactionId ? ([['Reference', project.stripeTransactionId]] as [string, string][]) : []),
            ]}
          />
          {downloadButton ? <div className="mt-4">{downloadButton}</div> : null}
        </PaymentOutcome>
      </>
    )
  }

  const actions = {
    start: startCardPayment.bind(null, id, shareKey),
    payTestCard: payWithTestCard.bind(null, id, shareKey),
    confirmStripe: confirmStripePayment.bind(null, id, shareKey),
    requestInvoice: requestInvoice.bind(null, id, shareKey),
  }
  const gateway = cardGateway()
  const panel = (methods: ('card' | 'invoice')[], purchaseOrderNumber?: string) => (
    // Keyed by the methods on offer, so a refresh that takes one away (invoice, once held for
    // approval) starts the form again on what is left.
    <PaymentPanel
      key={methods.join()}
      gateway={gateway}
      publishableKey={process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null}
      methods={gateway ? methods : methods.filter((method) => method !== 'card')}
      summaries={{ card: card.summary, invoice: invoiceTotals.summary }}
      cardFeePercent={card.cardFeePercent}
      actions={actions}
      returnedPaymentIntent={typeof query.payment_intent === 'string' ? query.payment_intent : null}
      purchaseOrderNumber={purchaseOrderNumber}
    />
  )

  if (project.paymentStatus === 'invoiced' && invoice) {
    return (
      <>
        <ReviewHeading eyebrow="Invoice issued" title={project.name} />
        <div className="space-y-5">
          <PaymentOutcome content={success?.invoice} fallbackHeading="Your invoice is on its way">
            <Facts
              rows={[
                ['Invoice', invoice.number],
                ['Issued', longDate(invoice.issuedAt)],
                ['Due', longDate(invoice.dueAt)],
                ['Total (incl. GST)', formatCents(invoice.total)],
              ]}
            />
            <div className="mt-4">{downloadButton}</div>
          </PaymentOutcome>
          {gateway ? (
            <section className="rounded-3xl border border-line bg-white p-5 sm:p-6" aria-labelledby="pay-now">
              <h2 id="pay-now" className="text-lg font-semibold">
                Prefer to pay by card now?
              </h2>
              <p className="mt-1 mb-5 text-sm text-muted">Paying by card settles the invoice straight away.</p>
              {panel(['card'])}
            </section>
          ) : null}
        </div>
      </>
    )
  }

  return (
    <>
      <ReviewHeading eyebrow="Payment" title={project.name}>
        {gateway
          ? 'Your project is confirmed. Pay by card now, or ask for an invoice and pay within 14 days.'
          : 'Your project is confirmed. Ask for an invoice and pay within 14 days.'}
      </ReviewHeading>
      <div className="space-y-5">
        <ProposalLines
          lines={lines.map((line) => ({ ...line, mockupUrl: line.hasMockup ? mockupUrl(doc.id, line.id, shareKey) : null }))}
          subtotal={card.summary.subtotal}
        />
        {onAccount ? <OnAccountNotice approval={onAccount} cardOpen={Boolean(gateway)} /> : null}
        {onAccount && !gateway ? null : (
          <section className="rounded-3xl border border-line bg-white p-5 sm:p-6" aria-labelledby="payment-heading">
            <h2 id="payment-heading" className="mb-5 text-lg font-semibold">
              Payment
            </h2>
            {/* Once on account has been asked for, card is what is left to choose. */}
            {panel(onAccount ? ['card'] : ['card', 'invoice'], project.purchaseOrderNumber ?? '')}
          </section>
        )}
      </div>
    </>
  )
}
