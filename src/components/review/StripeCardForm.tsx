'use client'

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { LoaderCircle, Lock } from 'lucide-react'
import { useState } from 'react'

import { buttonClasses } from '@/components/ui/button'

// Stripe.js is fetched from js.stripe.com only when a card payment starts (the pure entry does
// not load it on import), and once per page.
let stripePromise: Promise<Stripe | null> | null = null
const stripeJs = (publishableKey: string) => (stripePromise ??= loadStripe(publishableKey))

function ConfirmButton({ payLabel, onSucceeded }: { payLabel: string; onSucceeded: (paymentIntentId: string) => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const pay = async () => {
    if (!stripe || !elements) return
    setPending(true)
    setError(null)
    const { error: failure, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: window.location.href },
      redirect: 'if_required',
    })
    setPending(false)
    if (failure) setError(failure.message ?? 'Your card could not be charged.')
    else if (paymentIntent) onSucceeded(paymentIntent.id)
  }
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button type="button" className={buttonClasses('primary', 'lg', 'w-full')} disabled={!stripe || pending} onClick={pay}>
        {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Lock className="size-4" aria-hidden />}
        {pending ? 'Processing…' : payLabel}
      </button>
    </>
  )
}

/** Stripe's Payment Element for a PaymentIntent the server created for the amount it computed. */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  payLabel,
  onSucceeded,
}: {
  publishableKey: string
  clientSecret: string
  payLabel: string
  onSucceeded: (paymentIntentId: string) => void
}) {
  return (
    <Elements
      stripe={stripeJs(publishableKey)}
      options={{ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#111111', borderRadius: '12px' } } }}
    >
      <div className="space-y-4">
        <PaymentElement />
        <ConfirmButton payLabel={payLabel} onSucceeded={onSucceeded} />
      </div>
    </Elements>
  )
}
