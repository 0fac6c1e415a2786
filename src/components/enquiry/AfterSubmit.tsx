'use client'

import Link from 'next/link'
import { CheckCircle2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'

import { Input } from '@/components/ui/form-controls'
import { enquiryApi, type PublicCustomer } from './enquiry-api'

export type AfterSubmitContent = {
  heading?: string | null
  body?: string | null
  tip?: { heading?: string | null; body?: string | null } | null
  bookCallUrl?: string | null
}

/** The thank-you view: what happens next, a call to book, and for visitors a password to set. */
export function AfterSubmit({ content, customer, signedIn }: { content?: AfterSubmitContent | null; customer: PublicCustomer; signedIn: boolean }) {
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <div className="rounded-3xl border border-line bg-white p-8">
        <CheckCircle2 className="size-10 text-green-700" aria-hidden />
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">{content?.heading || 'Thanks, your enquiry is in'}</h1>
        {content?.body ? <p className="mt-3 text-muted">{content.body}</p> : null}
        <p className="mt-3 text-sm text-muted">A confirmation is on its way to {customer.email}.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {content?.bookCallUrl ? (
            <Link href={content.bookCallUrl} className="rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-white">
              Book a call
            </Link>
          ) : null}
          <Link href={signedIn ? '/dashboard' : '/products'} className="rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium">
            {signedIn ? 'Go to your dashboard' : 'Keep browsing'}
          </Link>
        </div>
      </div>
      {content?.tip?.heading || content?.tip?.body ? (
        <div className="rounded-2xl bg-sand p-6 text-sm">
          <p className="font-semibold">{content.tip.heading}</p>
          <p className="mt-2 text-muted">{content.tip.body}</p>
        </div>
      ) : null}
      {!signedIn && !customer.isActive ? <ActivateAccount customer={customer} /> : null}
    </div>
  )
}

function ActivateAccount({ customer }: { customer: PublicCustomer }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    if (password.length < 8) return setMessage({ ok: false, text: 'Use at least 8 characters.' })
    setBusy(true)
    const result = await enquiryApi.activateInactive(customer.id, password)
    setBusy(false)
    setMessage(result.ok ? { ok: true, text: result.body.message } : { ok: false, text: result.message })
  }
  if (message?.ok)
    return (
      <p role="status" className="rounded-2xl border border-line bg-white p-6 text-sm">
        {message.text}
      </p>
    )
  return (
    <form onSubmit={onSubmit} className="rounded-2xl border border-line bg-white p-6">
      <h2 className="font-semibold">Follow your order online</h2>
      <p className="mt-1 text-sm text-muted">Set a password to see proposals, approve artwork and track shipments in your dashboard.</p>
      <label htmlFor="password" className="mt-4 block text-sm font-medium">
        Password
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <Input id="password" name="password" type="password" autoComplete="new-password" minLength={8} className="flex-1" />
        <button type="submit" disabled={busy} className="rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-white disabled:opacity-60">
          {busy ? 'Saving…' : 'Create my account'}
        </button>
      </div>
      {message ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message.text}
        </p>
      ) : null}
    </form>
  )
}
