'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, Gift, LoaderCircle, Ruler } from 'lucide-react'
import { useRef, useState, useTransition } from 'react'
import { FormProvider, useForm } from 'react-hook-form'

import { AddressFields, emptyAddress, type AddressDraft } from '@/components/address/AddressFields'
import { FormSection } from '@/components/review/FormSection'
import { buttonClasses } from '@/components/ui/button'
import { ErrorSummary } from '@/components/ui/ErrorSummary'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { checkedBy, errorMessages, type ErrorMessages } from '@/components/ui/form-errors'
import { Select } from '@/components/ui/form-controls'
import { checkRecipientResponse } from '@/domain/recipient-response'
import type { SizeOption } from '@/domain/sizes'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import { formErrorsOf, type Result } from '@/platform/result'
import { IconBadge } from '@/components/ui/IconBadge'

type SubmitAction = (input: unknown) => Promise<Result>

type Values = { recipient: AddressDraft; sizes: Record<string, string> }

/** What the link's action takes: the address, and the chosen size (`group:option`) per sized item. */
const responseInput = ({ recipient, sizes }: Values) => ({
  recipient,
  sizes: Object.entries(sizes)
    .filter(([, value]) => value)
    .map(([lineItem, value]) => {
      const [group, sizingOption] = value.split(':')
      return { lineItem: Number(lineItem), group, sizingOption: Number(sizingOption) }
    }),
})

/** A response's problems on the form's paths: address fields sit under `recipient`. */
const onFormPaths = (errors: ErrorMessages) =>
  Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.startsWith('sizes') || key === 'form' ? key : `recipient.${key}`, message]))

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
  const sizingOptions = sizeOptions.map((option) => option.id)
  const form = useForm<Values>({
    defaultValues: {
      recipient: emptyAddress('AU', invitee ? { fullName: invitee.name, email: invitee.email } : {}),
      sizes: Object.fromEntries(sizedLines.map((line) => [line.id, ''])),
    },
    // The link's own check, so the recipient sees every problem before sending; the server checks again.
    resolver: zodResolver(
      checkedBy((values: Values) => {
        const checked = checkRecipientResponse(responseInput(values), { sizedLines, sizingOptions })
        return checked.ok ? checked : { ok: false, errors: onFormPaths(checked.errors) }
      }),
      undefined,
      { raw: true },
    ),
    shouldFocusError: false,
  })
  const [sent, setSent] = useState<AddressDraft | null>(null)
  const [pending, startTransition] = useTransition()
  const summary = useRef<HTMLDivElement>(null)
  const errors = errorMessages(form.formState.errors)
  const focusSummary = () => requestAnimationFrame(() => summary.current?.querySelector<HTMLElement>('[role="alert"]')?.focus())
  const setErrors = (fieldErrors: ErrorMessages) => {
    for (const [key, message] of Object.entries(fieldErrors)) form.setError(key as keyof Values, { type: 'server', message })
  }

  if (sent) {
    const recipient = sent
    return (
      <section className="rounded-3xl border border-line bg-white px-6 py-12 text-center sm:px-10" aria-live="polite">
        <IconBadge icon={CircleCheck} tone="success" centred />
        <h2 className="mt-5 text-2xl font-semibold tracking-tight">{ships ? 'Your swag is booked' : 'Thanks — you’re all set'}</h2>
        <p className="mx-auto mt-3 max-w-md text-muted">
          {ships
            ? `We’ll pack it and send it to ${recipient.address1}, ${recipient.suburb}. A confirmation is on its way to ${recipient.email}.`
            : `${company} has your details. A confirmation is on its way to ${recipient.email}.`}
        </p>
      </section>
    )
  }

  const submit = (values: Values) => {
    const input = responseInput(values)
    startTransition(async () => {
      const result = await action(input)
      if (result.ok) {
        setSent(values.recipient)
        return
      }
      const fieldErrors = onFormPaths(formErrorsOf(result))
      setErrors(fieldErrors)
      focusSummary()
    })
  }

  let step = 0
  return (
    <FormProvider {...form}>
      <form className="space-y-5" noValidate onSubmit={(event) => form.handleSubmit(submit, focusSummary)(event)}>
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
                    <Select {...fieldControlProps(id, { error })} {...form.register(`sizes.${line.id}`)}>
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
                    </Select>
                  </Field>
                )
              })}
            </div>
          </FormSection>
        ) : null}
        <FormSection step={++step} title="Where to send it" description="We deliver within Australia.">
          <AddressFields prefix="recipient" country="AU" emailHint="We’ll confirm your details here." />
        </FormSection>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-muted">Only {company} and our team see what you send.</p>
          <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')} disabled={pending}>
            {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {ships ? 'Claim my swag' : 'Send my details'}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
