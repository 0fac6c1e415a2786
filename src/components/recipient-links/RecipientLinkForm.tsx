'use client'

import { CircleCheck, Gift, LoaderCircle, Ruler } from 'lucide-react'
import { useRef, useState, useTransition } from 'react'

import { ErrorSummary, Field, FormSection, describedBy, inputClass } from '@/components/review/Field'
import { RecipientFields, emptyRecipient, type RecipientDraft } from '@/components/review/RecipientFields'
import type { SizeOption } from '@/domain/sizes'
import { buttonClasses } from '@/components/ui/button'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import { formErrorsOf, type Result } from '@/platform/result'

type SubmitAction = (input: unknown) => Promise<Result>

/** The recipient's side of a link: address (Australian), a size per sized item, one button. */
export function RecipientLinkForm({
  ships,
  company,
  items,
  sizedLines,
  sizeOptions,
  invitee,
  action,
}: {
  ships: boolean
  company: string
  items: { title: string; quantity: number }[]
  sizedLines: { id: number; title: string }[]
  sizeOptions: SizeOption[]
  /** Who an invitation was sent to, to start the form with. */
  invitee?: { name: string; email: string }
  action: SubmitAction
}) {
  const [recipient, setRecipient] = useState<RecipientDraft>({
    ...emptyRecipient('AU'),
    ...(invitee ? { fullName: invitee.name, email: invitee.email } : {}),
  })
  const [sizes, setSizes] = useState<Record<number, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [done, setDone] = useState(false)
  const [pending, startTransition] = useTransition()
  const summary = useRef<HTMLDivElement>(null)

  if (done) {
    return (
      <section className="rounded-3xl border border-line bg-white px-6 py-12 text-center sm:px-10" aria-live="polite">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50">
          <CircleCheck className="size-6 text-emerald-700" aria-hidden />
        </span>
        <h2 className="mt-5 text-2xl font-semibold tracking-tight">{ships ? 'Your swag is booked' : 'Thanks — you’re all set'}</h2>
        <p className="mx-auto mt-3 max-w-md text-muted">
          {ships
            ? `We’ll pack it and send it to ${recipient.address1}, ${recipient.suburb}. A confirmation is on its way to ${recipient.email}.`
            : `${company} has your details. A confirmation is on its way to ${recipient.email}.`}
        </p>
      </section>
    )
  }

  const submit = () => {
    const { country, ...address } = recipient
    const input = {
      recipient: { ...address, country },
      sizes: Object.entries(sizes)
        .filter(([, value]) => value)
        .map(([lineItem, value]) => {
          const [group, sizingOption] = value.split(':')
          return { lineItem: Number(lineItem), group, sizingOption: Number(sizingOption) }
        }),
    }
    startTransition(async () => {
      const result = await action(input)
      if (result.ok) {
        setDone(true)
        return
      }
      const fieldErrors = Object.fromEntries(
        Object.entries(formErrorsOf(result)).map(([key, message]) => [key.startsWith('sizes') || key === 'form' ? key : `recipient.${key}`, message]),
      )
      setErrors(fieldErrors)
      requestAnimationFrame(() => summary.current?.querySelector<HTMLElement>('[role="alert"]')?.focus())
    })
  }

  let step = 0
  return (
    <form
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div ref={summary}>
        <ErrorSummary errors={errors} />
      </div>
      {ships && items.length > 0 ? (
        <FormSection step={++step} title="What you’re getting" description={`Sent by ${company}, from their stock in our warehouse.`}>
          <ul className="divide-y divide-line rounded-2xl border border-line">
            {items.map((item) => (
              <li key={item.title} className="flex items-center gap-3 px-4 py-3">
                <Gift className="size-4 shrink-0 text-accent" aria-hidden />
                <span className="min-w-0 flex-1 font-medium">{item.title}</span>
                <span className="text-sm text-muted tabular-nums">× {item.quantity}</span>
              </li>
            ))}
          </ul>
        </FormSection>
      ) : null}
      {sizedLines.length > 0 ? (
        <FormSection step={++step} title="Your sizes" description="One size for each item. Men’s sizes are unisex.">
          <div className="grid gap-4 sm:grid-cols-2">
            {sizedLines.map((line) => {
              const id = `sizes-${line.id}`
              const error = errors[`sizes.${line.id}`]
              return (
                <Field
                  key={line.id}
                  id={id}
                  label={
                    <span className="inline-flex items-center gap-1.5">
                      <Ruler className="size-4 text-muted" aria-hidden />
                      {line.title}
                    </span>
                  }
                  error={error}
                >
                  <select
                    {...describedBy(id, error)}
                    className={inputClass}
                    value={sizes[line.id] ?? ''}
                    onChange={(event) => setSizes({ ...sizes, [line.id]: event.target.value })}
                  >
                    <option value="">Choose your size…</option>
                    {SIZE_GROUPS.map((group) => (
                      <optgroup key={group} label={SIZE_GROUP_LABELS[group]}>
                        {sizeOptions.map((option) => (
                          <option key={option.id} value={`${group}:${option.id}`}>
                            {SIZE_GROUP_LABELS[group]} {option.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                </Field>
              )
            })}
          </div>
        </FormSection>
      ) : null}
      <FormSection step={++step} title="Where to send it" description="We deliver within Australia.">
        <RecipientFields prefix="recipient" value={recipient} errors={errors} onChange={setRecipient} emailHint="We’ll confirm your details here." />
      </FormSection>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">Only {company} and our team see what you send.</p>
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')} disabled={pending}>
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {ships ? 'Claim my swag' : 'Send my details'}
        </button>
      </div>
    </form>
  )
}
