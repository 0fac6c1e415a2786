'use client'

import { CreditCard, FileText, LoaderCircle } from 'lucide-react'
import dynamic from 'next/dynamic'
import { useRouter } from 'next/navigation'
import { useEffect, useState, useTransition } from 'react'

import type { CardDetails, CardField } from '@/domain/payment-card'
import { formatCents, type PaymentMethod, type PriceSummary as Summary } from '@/domain/pricing'
import { buttonClasses } from '@/components/ui/button'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input } from '@/components/ui/form-controls'
import { PriceSummary } from './PriceSummary'
import { PurchaseOrderField } from './PurchaseOrderField'
import { TestCardForm } from './TestCardForm'
import { formErrorsOf, type Result } from '@/platform/result'

const StripeCardForm = dynamic(() => import('./StripeCardForm'), {
  loading: () => <p className="text-sm text-muted">Loading the secure card form…</p>,
})

type Errors = Partial<Record<CardField | 'payerEmail' | 'purchaseOrderNumber' | 'form', string>>
type Started = Result<{ gateway: 'test' } | { gateway: 'stripe'; clientSecret: string; paymentIntentId: string }>

export type PaymentActions = {
  start: (email: string, purchaseOrderNumber?: string) => Promise<Started>
  payTestCard: (email: string, card: CardDetails, purchaseOrderNumber?: string) => Promise<Result>
  confirmStripe: (paymentIntentId: string) => Promise<Result>
  requestInvoice: (email: string, purchaseOrderNumber?: string) => Promise<Result>
}

/** Card or invoice, the total for each, and the chosen method's form. */
export function PaymentPanel({
  gateway,
  publishableKey,
  methods,
  summaries,
  cardFeePercent,
  actions,
  returnedPaymentIntent,
  purchaseOrderNumber,
}: {
  /** Who takes the card; null when only invoices are offered. */
  gateway: 'stripe' | 'test' | null
  publishableKey: string | null
  methods: PaymentMethod[]
  summaries: Record<PaymentMethod, Summary>
  cardFeePercent: number
  actions: PaymentActions
  returnedPaymentIntent: string | null
  /** The project's PO number, to confirm or change before paying; absent once an invoice has printed one. */
  purchaseOrderNumber?: string
}) {
  const router = useRouter()
  const [method, setMethod] = useState<PaymentMethod>(methods[0]!)
  const [email, setEmail] = useState('')
  const [purchaseOrder, setPurchaseOrder] = useState(purchaseOrderNumber ?? '')
  const po = purchaseOrderNumber === undefined ? undefined : purchaseOrder
  const [errors, setErrors] = useState<Errors>({})
  const [stripeSession, setStripeSession] = useState<{ clientSecret: string } | null>(null)
  const [pending, startTransition] = useTransition()
  const summary = summaries[method]

  const settle = (result: Result) => {
    if (result.ok) router.refresh()
    else setErrors(formErrorsOf(result))
  }

  // Back from a Stripe redirect (3-D Secure and the like): complete from the PaymentIntent.
  useEffect(() => {
    if (returnedPaymentIntent) startTransition(async () => settle(await actions.confirmStripe(returnedPaymentIntent)))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the intent in the URL
  }, [returnedPaymentIntent])

  const emailProblem = () => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? null : 'Enter a valid email address for your receipt.')

  const payTestCard = (card: CardDetails, cardErrors: Partial<Record<CardField, string>>) => {
    const payerEmail = emailProblem()
    setErrors(payerEmail ? { payerEmail } : {})
    if (payerEmail || Object.keys(cardErrors).length) return
    startTransition(async () => settle(await actions.payTestCard(email, card, po)))
  }

  const startStripe = () => {
    const payerEmail = emailProblem()
    setErrors(payerEmail ? { payerEmail } : {})
    if (payerEmail) return
    startTransition(async () => {
      const started = await actions.start(email, po)
      if (!started.ok) setErrors(formErrorsOf(started))
      else if (started.gateway === 'stripe') setStripeSession({ clientSecret: started.clientSecret })
    })
  }

  const invoice = () => {
    const payerEmail = emailProblem()
    setErrors(payerEmail ? { payerEmail } : {})
    if (payerEmail) return
    startTransition(async () => settle(await actions.requestInvoice(email, po)))
  }

  const payLabel = `Pay ${formatCents(summaries.card.total)}`
  return (
    <div className="space-y-5">
      {methods.length > 1 ? (
        <fieldset>
          <legend className="text-sm font-medium">How would you like to pay?</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {methods.map((option) => (
              <label
                key={option}
                className={`flex cursor-pointer gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${method === option ? 'border-ink bg-paper' : 'border-line hover:border-ink/40'}`}
              >
                <input
                  type="radio"
                  name="paymentMethod"
                  value={option}
                  checked={method === option}
                  disabled={Boolean(stripeSession)}
                  onChange={() => {
                    setMethod(option)
                    setErrors({})
                  }}
                  className="sr-only"
                />
                {option === 'card' ? <CreditCard className="mt-0.5 size-5" aria-hidden /> : <FileText className="mt-0.5 size-5" aria-hidden />}
                <span>
                  <span className="block font-medium">{option === 'card' ? 'Pay by card' : 'Pay by invoice'}</span>
                  <span className="mt-0.5 block text-sm text-muted">
                    {option === 'card'
                      ? `${formatCents(summaries.card.total)}${cardFeePercent > 0 ? `, incl. ${cardFeePercent}% card surcharge` : ''}`
                      : `${formatCents(summaries.invoice.total)}, due in 14 days`}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="rounded-2xl bg-paper p-4 sm:p-5">
        <PriceSummary summary={summary} cardFeePercent={cardFeePercent} />
      </div>

      <Field id="payerEmail" label={method === 'card' ? 'Your email, for the receipt' : 'Send the invoice to'} error={errors.payerEmail}>
        <Input
          {...fieldControlProps('payerEmail', { error: errors.payerEmail })}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          disabled={Boolean(stripeSession)}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>

      {purchaseOrderNumber !== undefined ? (
        <PurchaseOrderField value={purchaseOrder} onChange={setPurchaseOrder} error={errors.purchaseOrderNumber} disabled={Boolean(stripeSession)} />
      ) : null}

      {method === 'invoice' ? (
        <div className="space-y-3">
          <p className="text-sm text-muted">
            We email a tax invoice (PDF) with a number and a 14-day due date. You can also download it here straight away.
          </p>
          <button type="button" className={buttonClasses('primary', 'lg', 'w-full')} disabled={pending} onClick={invoice}>
            {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <FileText className="size-4" aria-hidden />}
            {pending ? 'Issuing…' : 'Issue invoice'}
          </button>
        </div>
      ) : gateway === 'test' ? (
        <TestCardForm payLabel={payLabel} pending={pending} errors={errors} onPay={payTestCard} />
      ) : stripeSession && publishableKey ? (
        <StripeCardForm
          publishableKey={publishableKey}
          clientSecret={stripeSession.clientSecret}
          payLabel={payLabel}
          onSucceeded={(id) => startTransition(async () => settle(await actions.confirmStripe(id)))}
        />
      ) : (
        <button type="button" className={buttonClasses('primary', 'lg', 'w-full')} disabled={pending} onClick={startStripe}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <CreditCard className="size-4" aria-hidden />}
          Continue to card details
        </button>
      )}

      {errors.form ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
    </div>
  )
}
