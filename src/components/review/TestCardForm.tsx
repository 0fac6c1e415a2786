'use client'

import { FlaskConical, LoaderCircle, Lock } from 'lucide-react'
import { useState } from 'react'

import { formatCardNumber, validateCardDetails, type CardDetails, type CardField } from '@/domain/payment-card'
import { buttonClasses } from '@/components/ui/button'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input } from '@/components/ui/form-controls'

/**
 * The offline test gateway's card form: clearly a test, checked like a real card form, and sent
 * to our server only because no real card can be charged here.
 */
export function TestCardForm({
  payLabel,
  pending,
  errors,
  onPay,
}: {
  payLabel: string
  pending: boolean
  errors: Partial<Record<CardField | 'form', string>>
  onPay: (card: CardDetails, localErrors: Partial<Record<CardField, string>>) => void
}) {
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' })
  const [local, setLocal] = useState<Partial<Record<CardField, string>>>({})
  const shown = { ...errors, ...local }
  return (
    <div className="space-y-4">
      <div className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          <strong>Test mode — no real card is charged.</strong> Use 4242 4242 4242 4242 with any future expiry and any CVC; 4000 0000 0000 0002 is
          declined.
        </p>
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Field id="card-number" label="Card number" error={shown.number} className="col-span-2">
          <Input
            {...fieldControlProps('card-number', { error: shown.number })}
            className="tabular-nums"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.number}
            onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
          />
        </Field>
        <Field id="card-expiry" label="Expiry" error={shown.expiry}>
          <Input
            {...fieldControlProps('card-expiry', { error: shown.expiry })}
            className="tabular-nums"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            onChange={(event) => {
              const digits = event.target.value.replace(/\D/g, '').slice(0, 4)
              setCard({ ...card, expiry: digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits })
            }}
          />
        </Field>
        <Field id="card-cvc" label="CVC" error={shown.cvc}>
          <Input
            {...fieldControlProps('card-cvc', { error: shown.cvc })}
            className="tabular-nums"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(event) => setCard({ ...card, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
        </Field>
      </div>
      <button
        type="button"
        className={buttonClasses('primary', 'lg', 'w-full')}
        disabled={pending}
        onClick={() => {
          const problems = validateCardDetails(card, new Date())
          setLocal(problems)
          onPay(card, problems)
        }}
      >
        {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Lock className="size-4" aria-hidden />}
        {pending ? 'Processing…' : payLabel}
      </button>
    </div>
  )
}
