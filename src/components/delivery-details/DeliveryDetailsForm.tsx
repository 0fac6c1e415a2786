'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Lock } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'

import { FormSection } from '@/components/review/FormSection'
import { buttonClasses } from '@/components/ui/button'
import { ErrorSummary } from '@/components/ui/ErrorSummary'
import { checkedBy, errorMessages, type ErrorMessages } from '@/components/ui/form-errors'
import { countryName } from '@/domain/address'
import { RECIPIENT_ID_KINDS } from '@/domain/delivery/customs'
import { ADDRESS_DETAIL_FIELDS, checkDeliveryDetails, type DeliveryDetail } from '@/domain/delivery/delivery-details'
import { formErrorsOf, refusal, type Result } from '@/platform/result'
import { DeliveryAddressFields } from './DeliveryAddressFields'
import { DetailsThanks } from './DetailsThanks'
import { RecipientIdField } from './RecipientIdField'

/** The form's fields, named as the server's errors name them: the address lines, then `cpf` / `kyc`. */
type Values = Record<string, string>

type Address = Partial<Record<(typeof ADDRESS_DETAIL_FIELDS)[number], string | null>>

const UNREACHABLE = 'We couldn’t reach the server. Check your connection and try again.'

/**
 * What a recipient's parcel waits for, asked and checked as the server checks it: the address
 * lines the sender entered, to correct, and each ID the destination's customs require. On
 * success it gives way to a thank-you, heading and all.
 */
export function DeliveryDetailsForm({
  heading,
  sender,
  recipientName,
  country,
  needed,
  address,
  action,
}: {
  heading: ReactNode
  sender: string
  recipientName: string
  country: string
  needed: DeliveryDetail[]
  address: Address
  action: (input: unknown) => Promise<Result>
}) {
  const asksAddress = needed.includes('address')
  const ids = RECIPIENT_ID_KINDS.filter((kind) => needed.includes(kind))
  const form = useForm<Values>({
    defaultValues: {
      ...Object.fromEntries(ADDRESS_DETAIL_FIELDS.map((field) => [field, address[field] ?? ''])),
      ...Object.fromEntries(ids.map((kind) => [kind, ''])),
    },
    // The server's own check, so every problem shows before sending; the server checks again.
    resolver: zodResolver(
      checkedBy((values: Values) => checkDeliveryDetails(needed, values, { fullName: recipientName, country })),
      undefined,
      { raw: true },
    ),
    shouldFocusError: false,
  })
  const router = useRouter()
  const [sent, setSent] = useState(false)
  const [pending, startTransition] = useTransition()
  const summary = useRef<HTMLDivElement>(null)
  const errors = errorMessages(form.formState.errors)
  const focusSummary = () => requestAnimationFrame(() => summary.current?.querySelector<HTMLElement>('[role="alert"]')?.focus())

  if (sent) return <DetailsThanks recipientName={recipientName} />

  const submit = (values: Values) =>
    startTransition(async () => {
      const result = await action(values).catch(() => refusal(0, UNREACHABLE))
      if (result.ok) {
        setSent(true)
        return
      }
      const fieldErrors: ErrorMessages = formErrorsOf(result)
      for (const [key, message] of Object.entries(fieldErrors)) form.setError(key, { type: 'server', message })
      focusSummary()
      // Answered meanwhile (another tab) or no longer on its way: the page says which.
      if (result.status === 409) router.refresh()
    })

  const destination = countryName(country)
  let step = 0
  return (
    <>
      {heading}
      <FormProvider {...form}>
        <form className="space-y-5" noValidate onSubmit={(event) => form.handleSubmit(submit, focusSummary)(event)}>
          <div ref={summary}>
            <ErrorSummary errors={errors} />
          </div>
          {asksAddress ? (
            <FormSection
              step={++step}
              title="Your delivery address"
              description="The courier couldn’t deliver to the address we have. Check it, and fix anything wrong or missing, such as a unit number."
            >
              <DeliveryAddressFields country={country} sender={sender} />
            </FormSection>
          ) : null}
          {ids.length > 0 ? (
            <FormSection
              step={++step}
              title={`For customs in ${destination}`}
              description={`Customs in ${destination} need this before your parcel can be delivered.`}
            >
              <div className="space-y-4">
                {ids.map((kind) => (
                  <RecipientIdField key={kind} kind={kind} />
                ))}
              </div>
              <p className="mt-4 flex gap-2 text-xs text-muted">
                <Lock className="mt-px size-3.5 shrink-0" aria-hidden />
                It goes only to customs and the courier, to clear your parcel. {sender} doesn’t see it.
              </p>
            </FormSection>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted">{asksAddress ? `Only ${sender} and our team see your address.` : null}</p>
            <button type="submit" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')} disabled={pending}>
              {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
              {pending ? 'Sending…' : 'Send my details'}
            </button>
          </div>
        </form>
      </FormProvider>
    </>
  )
}
