'use client'

import { KeyRound, LoaderCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input, Textarea } from '@/components/ui/form-controls'
import { focusFirstError } from '@/components/ui/focus-first-error'
import { Notice } from '@/components/ui/Notice'
import { OneTimeSecretPanel } from '@/components/dashboard/OneTimeSecretPanel'
import { createApiKeyAction } from '@/features/dashboard/api-key-actions'
import { formErrorsOf, refusal } from '@/platform/result'
import { ScopeChoices, type ScopeOption } from './ScopeChoices'

/** Where each field the server may refuse lives, in the form's order: the first in error takes the focus. */
const CONTROLS = { name: 'api-key-name', scopes: 'api-key-scopes', expiresOn: 'api-key-expires-on', allowedAddresses: 'api-key-allowed-addresses' }

// A lost answer may still have made the key, whose secret nobody can see again: say how to tell and what to do.
const UNREACHABLE = 'We couldn’t tell whether the key was made. Reload the page: if it is listed, revoke it and create another.'

/**
 * Makes a key: a name, what it may do, and optionally its last day and the addresses it may be
 * used from. The server checks it all; once made, the key itself takes the form's place until Done,
 * which brings back an empty form.
 */
export function CreateApiKeyForm({ scopes }: { scopes: ScopeOption[] }) {
  const router = useRouter()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [made, setMade] = useState<{ name: string; key: string } | null>(null)
  // After Done the emptied form takes the focus back, rather than leaving it at the top of the page.
  const [again, setAgain] = useState(false)
  const [pending, startTransition] = useTransition()

  // A refusal about a field moves to it, so its error (part of its description) is read out and in view;
  // once sending is over, as the tick boxes are disabled until then and a disabled box takes no focus.
  useEffect(() => {
    if (!pending) focusFirstError(CONTROLS, errors)
  }, [errors, pending])

  if (made) {
    return (
      <OneTimeSecretPanel
        id="new-api-key"
        title="Your new key"
        lead={`“${made.name}” is ready.`}
        noun="key"
        secret={made.key}
        onDone={() => {
          setMade(null)
          setAgain(true)
        }}
      />
    )
  }

  const create = (form: FormData) => {
    const input = {
      name: String(form.get('name') ?? ''),
      scopes: form.getAll('scopes').map(String),
      expiresOn: String(form.get('expiresOn') ?? ''),
      allowedAddresses: String(form.get('allowedAddresses') ?? ''),
    }
    startTransition(async () => {
      const result = await createApiKeyAction(input).catch(() => refusal(0, UNREACHABLE))
      if (!result.ok) {
        setErrors(formErrorsOf(result))
        return
      }
      setErrors({})
      setMade({ name: input.name.trim(), key: result.key })
      router.refresh()
    })
  }

  return (
    <section aria-labelledby="create-api-key-heading" className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id="create-api-key-heading" className="text-base font-semibold">
        Create a key
      </h2>
      <p className="mt-1 text-sm text-muted">Make one for each system that will call the API, so each can be revoked alone.</p>
      <form
        noValidate
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          create(new FormData(event.currentTarget))
        }}
      >
        <Field
          id="api-key-name"
          label="Name"
          hint="The system that will use it, such as “Warehouse sync”."
          error={errors.name}
          className="sm:max-w-md"
        >
          <Input
            {...fieldControlProps('api-key-name', { error: errors.name, hint: true })}
            name="name"
            required
            maxLength={80}
            autoComplete="off"
            autoFocus={again}
            readOnly={pending}
          />
        </Field>

        <ScopeChoices options={scopes} error={errors.scopes} disabled={pending} />

        <Field
          id="api-key-expires-on"
          label="Last day"
          optional
          hint="It stops working when this day ends (UTC). Leave it empty for a key that works until it is revoked."
          error={errors.expiresOn}
          className="sm:max-w-xs"
        >
          <Input
            {...fieldControlProps('api-key-expires-on', { error: errors.expiresOn, hint: true })}
            name="expiresOn"
            type="date"
            readOnly={pending}
          />
        </Field>

        <Field
          id="api-key-allowed-addresses"
          label="Allowed addresses"
          optional
          hint="One IP address or range, such as 203.0.113.0/24, per line. Leave it empty to let the key in from anywhere."
          error={errors.allowedAddresses}
        >
          <Textarea
            {...fieldControlProps('api-key-allowed-addresses', { error: errors.allowedAddresses, hint: true })}
            name="allowedAddresses"
            rows={3}
            className="font-mono text-sm"
            autoComplete="off"
            spellCheck={false}
            placeholder="203.0.113.0/24"
            readOnly={pending}
          />
        </Field>

        {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}

        <div className="flex justify-end border-t border-line pt-5">
          <button type="submit" disabled={pending} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
            {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <KeyRound className="size-4" aria-hidden />}
            {pending ? 'Creating…' : 'Create key'}
          </button>
        </div>
      </form>
    </section>
  )
}
