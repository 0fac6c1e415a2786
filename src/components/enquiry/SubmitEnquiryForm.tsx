'use client'

import Link from 'next/link'
import { type FormEvent, useState } from 'react'

import { pushToDataLayer } from '@/components/analytics/data-layer'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input, Select, Textarea } from '@/components/ui/form-controls'
import { submitEnquiryEvent } from '@/domain/analytics'
import { defaultName } from '@/domain/default-name'
import { isValidPhone } from '@/domain/phone'
import { submissionAttempt } from '@/domain/submission-attempt'
import { AUDIENCES, BUDGETS, QUANTITY_RANGES } from '@/domain/enquiry-options'
import { enquiryUtm, readUtmCookie } from '@/domain/utm'
import type { PublicCustomer } from './enquiry-api'
import { useEnquiry } from './EnquiryProvider'
import { phoneCountries } from './phone-countries'
import { AfterSubmit, type AfterSubmitContent } from './AfterSubmit'
import { EmptyEnquiry } from './EmptyEnquiry'
import { EnquiryItemsCard } from './EnquiryItemsCard'
import { submitEnquiry } from './submit-flow'

type Tip = { heading?: string | null; body?: string | null } | null | undefined

export type SubmitEnquiryContent = {
  beforeSubmit?: { heading?: string | null; tip?: Tip } | null
  afterSubmit?: AfterSubmitContent | null
}

type FieldErrors = Partial<Record<'name' | 'email' | 'phone' | 'form', string>>

export function SubmitEnquiryForm({ content, intent }: { content: SubmitEnquiryContent; intent: 'wishlist' | 'general' }) {
  const { state, items, customer, ready, apply, enquiryName, quantityRange, changeQuantityRange } = useEnquiry()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [sending, setSending] = useState(false)
  const [loginEmail, setLoginEmail] = useState<string | null>(null)
  const [done, setDone] = useState<{ customer: PublicCustomer } | null>(null)
  // One key per submission attempt, so a retry after a lost answer creates one enquiry.
  const [attempt] = useState(() => submissionAttempt())

  if (done) return <AfterSubmit content={content.afterSubmit} customer={done.customer} signedIn={Boolean(customer)} />

  if (ready && items.length === 0 && intent !== 'general') return <EmptyEnquiry />

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '').trim()
    const next: FieldErrors = {}
    if (!value('name')) next.name = 'Give your enquiry a name.'
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value('email'))) next.email = 'Enter a valid email address.'
    const phone = value('phoneNumber') ? { countryCode: value('phoneCountry'), number: value('phoneNumber') } : undefined
    if (phone && !isValidPhone(phone.countryCode, phone.number)) next.phone = 'Enter a valid phone number for the country chosen.'
    // An exact quantity that cannot be quoted is shown beside its product; the form points there.
    const badQuantity = document.querySelector<HTMLInputElement>('input[data-exact-quantity][aria-invalid="true"]')
    if (badQuantity) next.form = 'Check the exact quantities beside your products: one of them cannot be quoted.'
    setErrors(next)
    setLoginEmail(null)
    if (Object.keys(next).length > 0) {
      badQuantity?.focus()
      return
    }
    setSending(true)
    const outcome = await submitEnquiry(
      state,
      {
        name: value('name'),
        email: value('email').toLowerCase(),
        phone,
        audience: value('audience'),
        quantity: value('quantity'),
        budget: value('budget'),
        dueDate: value('dueDate') || undefined,
        notes: value('notes') || undefined,
        utm: enquiryUtm(readUtmCookie(document.cookie)),
      },
      customer,
      attempt,
    )
    setSending(false)
    if (outcome.kind === 'login-required') return setLoginEmail(outcome.email)
    if (outcome.kind === 'error') return setErrors({ form: outcome.message })
    attempt.done()
    pushToDataLayer(
      submitEnquiryEvent(
        {
          type: items.length > 0 ? 'wishlist' : 'general',
          itemCount: items.length,
          audience: value('audience'),
          quantity: value('quantity'),
          budget: value('budget'),
        },
        customer,
      ),
    )
    apply({ type: 'submitted', newDefaultName: defaultName(), notificationId: crypto.randomUUID() })
    setDone({ customer: outcome.customer })
    window.scrollTo({ top: 0 })
  }

  const tip = content.beforeSubmit?.tip
  return (
    <div className="grid gap-x-10 gap-y-6 lg:grid-cols-[minmax(0,1fr)_380px] xl:grid-cols-[minmax(0,1fr)_440px] lg:grid-rows-[auto_auto_1fr] lg:[grid-template-areas:'head_side''form_side''form_tip']">
      <div className="lg:[grid-area:head]">
        <h1 className="text-3xl font-semibold tracking-tight">{content.beforeSubmit?.heading || 'Tell us about your order'}</h1>
        <p className="mt-2 text-muted">
          {items.length > 0
            ? 'Check the products below, then tell us how many you need and by when.'
            : 'A general enquiry: tell us what you have in mind.'}
        </p>
      </div>
      {items.length > 0 ? <EnquiryItemsCard className="lg:[grid-area:side]" /> : null}
      <form onSubmit={onSubmit} noValidate className="space-y-6 lg:[grid-area:form]" aria-describedby={errors.form ? 'form-error' : undefined}>
        {errors.form ? (
          <p id="form-error" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {errors.form}
          </p>
        ) : null}
        {loginEmail ? (
          <div role="alert" className="rounded-xl bg-sand px-4 py-3 text-sm">
            An account with <strong>{loginEmail}</strong> already exists.{' '}
            <Link href={`/auth?next=${encodeURIComponent('/submit-enquiry')}`} className="font-medium underline">
              Log in
            </Link>{' '}
            to send this enquiry from your account; your items are kept.
          </div>
        ) : null}
        <Field label="Enquiry name" error={errors.name} id="name">
          <Input {...fieldControlProps('name', { error: errors.name })} name="name" defaultValue={enquiryName} maxLength={200} required />
        </Field>
        <div className="grid gap-6 sm:grid-cols-2">
          <Field label="Email" error={errors.email} id="email">
            <Input
              {...fieldControlProps('email', { error: errors.email })}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={customer?.email ?? ''}
              readOnly={Boolean(customer)}
              required
            />
          </Field>
          <Field label="Phone" optional error={errors.phone} id="phoneNumber">
            <div className="flex gap-2">
              <select
                name="phoneCountry"
                aria-label="Phone country"
                defaultValue="AU"
                className="rounded-xl border border-line bg-white px-2 py-2.5 text-[15px]"
              >
                {phoneCountries.map((country) => (
                  <option key={country.code} value={country.code}>{`${country.code} +${country.callingCode}`}</option>
                ))}
              </select>
              <Input {...fieldControlProps('phoneNumber', { error: errors.phone })} name="phoneNumber" type="tel" autoComplete="tel-national" />
            </div>
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium">Who is it for?</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {AUDIENCES.map((audience, index) => (
              <label
                key={audience}
                className="cursor-pointer rounded-full border border-line bg-white px-4 py-2 text-sm has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-white"
              >
                <input type="radio" name="audience" value={audience} defaultChecked={index === 0} className="sr-only" />
                {audience}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-6 sm:grid-cols-3">
          <Field label="Quantity" id="quantity">
            <Select id="quantity" name="quantity" value={quantityRange} onChange={(event) => changeQuantityRange(event.target.value)}>
              {QUANTITY_RANGES.map((range) => (
                <option key={range}>{range}</option>
              ))}
            </Select>
          </Field>
          <Field label="Budget per item" id="budget">
            <Select id="budget" name="budget" defaultValue={state.localEnquiry?.budget ?? BUDGETS[0]}>
              {BUDGETS.map((budget) => (
                <option key={budget}>{budget}</option>
              ))}
            </Select>
          </Field>
          <Field label="Needed by" optional id="dueDate">
            <Input id="dueDate" name="dueDate" type="date" min={new Date().toISOString().slice(0, 10)} />
          </Field>
        </div>
        <Field label="Notes" optional id="notes">
          <Textarea id="notes" name="notes" rows={4} maxLength={5000} placeholder="Logo colours, decoration, delivery details…" />
        </Field>
        <button
          type="submit"
          disabled={sending || !ready}
          className="inline-flex h-12 w-full items-center justify-center rounded-full bg-ink px-8 font-medium text-white hover:bg-black/80 disabled:opacity-60 sm:w-auto"
        >
          {sending ? 'Sending…' : 'Send enquiry'}
        </button>
      </form>
      {tip?.heading || tip?.body ? (
        <aside className="h-fit rounded-2xl bg-sand p-6 text-sm lg:[grid-area:tip]">
          <p className="font-semibold">{tip.heading}</p>
          <p className="mt-2 text-muted">{tip.body}</p>
        </aside>
      ) : null}
    </div>
  )
}
