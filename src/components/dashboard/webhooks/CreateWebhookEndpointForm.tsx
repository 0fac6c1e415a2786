'use client'

import { LoaderCircle, Plus } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState, useTransition } from 'react'

import { OneTimeSecretPanel } from '@/components/dashboard/OneTimeSecretPanel'
import { buttonClasses } from '@/components/ui/button'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { focusFirstError } from '@/components/ui/focus-first-error'
import { Input } from '@/components/ui/form-controls'
import { Notice } from '@/components/ui/Notice'
import { createWebhookEndpointAction } from '@/features/dashboard/webhook-actions'
import { formErrorsOf, refusal } from '@/platform/result'
import { EventChoices, type EventOption } from './EventChoices'

/** Where each field the server may refuse lives, in the form's order: the first in error takes the focus. */
const CONTROLS = { url: 'webhook-url', description: 'webhook-description', events: 'webhook-events' }

// A lost answer may still have made the endpoint, whose secret nobody can see again: say how to tell and what to do.
const UNREACHABLE = 'We couldn’t tell whether the endpoint was added. Reload the page: if it is listed, remove it and add it again.'

/**
 * Adds an endpoint: the receiver's address, a note, and the events it takes. The server checks it
 * all (the address too, as a delivery would); once added, its signing secret takes the form's
 * place until Done, which brings back an empty form.
 */
export function CreateWebhookEndpointForm({ events }: { events: EventOption[] }) {
  const router = useRouter()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [made, setMade] = useState<{ endpoint: number; url: string; secret: string } | null>(null)
  // After Done the emptied form takes the focus back, rather than leaving it at the top of the page.
  const [again, setAgain] = useState(false)
  const [pending, startTransition] = useTransition()

  // Once sending is over, as the tick boxes are disabled until then and a disabled box takes no focus.
  useEffect(() => {
    if (!pending) focusFirstError(CONTROLS, errors)
  }, [errors, pending])

  if (made) {
    return (
      <OneTimeSecretPanel
        id="new-webhook-secret"
        title="Your endpoint’s signing secret"
        lead={
          <>
            Events for <span className="font-mono break-all">{made.url}</span> are signed with this secret.
          </>
        }
        noun="secret"
        secret={made.secret}
        note={
          <>
            Your receiver checks each event with it: any{' '}
            <a href="https://www.standardwebhooks.com/" className="font-medium underline underline-offset-2" target="_blank" rel="noreferrer">
              Standard Webhooks
            </a>{' '}
            library verifies the <code className="font-mono text-xs">webhook-signature</code> header against the raw body.
          </>
        }
        actions={
          <Link href={`/dashboard/webhooks/${made.endpoint}`} className={buttonClasses('ghost', 'md', 'w-full sm:w-auto')}>
            Send a test event
          </Link>
        }
        onDone={() => {
          setMade(null)
          setAgain(true)
        }}
      />
    )
  }

  const create = (form: FormData) => {
    const input = {
      url: String(form.get('url') ?? '').trim(),
      description: String(form.get('description') ?? ''),
      events: form.getAll('events').map(String),
    }
    startTransition(async () => {
      const result = await createWebhookEndpointAction(input).catch(() => refusal(0, UNREACHABLE))
      if (!result.ok) {
        setErrors(formErrorsOf(result))
        return
      }
      setErrors({})
      setMade({ endpoint: result.endpoint, url: input.url, secret: result.secret })
      router.refresh()
    })
  }

  return (
    <section aria-labelledby="add-endpoint-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="add-endpoint-heading" className="text-base font-semibold">
        Add an endpoint
      </h2>
      <p className="mt-1 text-sm text-muted">Add one for each system that should hear of changes, so each can be turned off alone.</p>
      <form
        noValidate
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          create(new FormData(event.currentTarget))
        }}
      >
        <Field id="webhook-url" label="Endpoint URL" hint="Where we post each event, such as https://example.com/webhooks/swagly." error={errors.url}>
          <Input
            {...fieldControlProps('webhook-url', { error: errors.url, hint: true })}
            name="url"
            type="url"
            inputMode="url"
            required
            maxLength={2048}
            autoComplete="off"
            spellCheck={false}
            placeholder="https://"
            autoFocus={again}
            readOnly={pending}
          />
        </Field>

        <Field
          id="webhook-description"
          label="Description"
          optional
          hint="What receives the events, such as “Warehouse sync”."
          error={errors.description}
          className="sm:max-w-md"
        >
          <Input
            {...fieldControlProps('webhook-description', { error: errors.description, hint: true })}
            name="description"
            maxLength={200}
            autoComplete="off"
            readOnly={pending}
          />
        </Field>

        <EventChoices options={events} error={errors.events} disabled={pending} />

        {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}

        <div className="flex justify-end border-t border-line pt-5">
          <button type="submit" disabled={pending} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
            {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Plus className="size-4" aria-hidden />}
            {pending ? 'Adding…' : 'Add endpoint'}
          </button>
        </div>
      </form>
    </section>
  )
}
