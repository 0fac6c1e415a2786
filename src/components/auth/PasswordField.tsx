'use client'

import { Check, Circle, Eye, EyeOff } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'

import { PASSWORD_RULES } from '@/domain/password-rules'
import { Field, fieldControlProps } from '@/components/ui/Field'
import { Input } from '@/components/ui/form-controls'

/**
 * A password input with a show/hide toggle. For a new password it lists the rules and ticks each
 * one as it is met; the email it must differ from is `email`, or the form's own email field.
 */
export function PasswordField({
  id,
  name = id,
  label,
  autoComplete,
  error,
  showRules = false,
  email,
  trailing,
}: {
  id: string
  name?: string
  label: string
  autoComplete: 'current-password' | 'new-password'
  error?: string
  showRules?: boolean
  email?: string
  trailing?: ReactNode
}) {
  const [visible, setVisible] = useState(false)
  const [value, setValue] = useState('')
  const input = useRef<HTMLInputElement>(null)
  // React resets a form after its action: the checklist follows the emptied field.
  useEffect(() => {
    const form = input.current?.form
    if (!form) return
    const cleared = () => setValue('')
    form.addEventListener('reset', cleared)
    return () => form.removeEventListener('reset', cleared)
  }, [])
  const emailToAvoid = () => {
    if (email !== undefined) return email
    const field = input.current?.form?.elements.namedItem('email')
    return field instanceof HTMLInputElement ? field.value : undefined
  }
  // The form's email field is read as the password is typed (every keystroke renders this again),
  // so only in the browser: before anything is typed, as on the server, there is nothing to check.
  // eslint-disable-next-line react-hooks/refs -- read during render on purpose, as said above
  const avoidedEmail = value.length > 0 ? emailToAvoid() : undefined
  const rules = showRules ? (
    <ul className="space-y-1" aria-label="Password rules">
      {PASSWORD_RULES.map((rule) => {
        const met = value.length > 0 && rule.passes(value, avoidedEmail)
        const Icon = met ? Check : Circle
        return (
          <li key={rule.id} className={`flex items-center gap-1.5 ${met ? 'text-emerald-700' : ''}`}>
            <Icon className={met ? 'size-3.5' : 'size-2.5 mx-0.5'} aria-hidden />
            {rule.label}
            <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
          </li>
        )
      })}
    </ul>
  ) : undefined
  return (
    <Field id={id} label={label} error={error} hint={rules} trailing={trailing}>
      <div className="relative">
        <Input
          ref={input}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          maxLength={1000}
          onChange={(event) => setValue(event.target.value)}
          className="pr-12"
          {...fieldControlProps(id, { error, hint: showRules })}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-ink"
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
    </Field>
  )
}

/** The password a person signs in with, asked again before a change to their account (or to log in). */
export function CurrentPasswordField({
  id,
  name = 'currentPassword',
  label = 'Current password',
  error,
  trailing,
}: {
  id: string
  name?: string
  label?: string
  error?: string
  trailing?: ReactNode
}) {
  return <PasswordField id={id} name={name} label={label} autoComplete="current-password" error={error} trailing={trailing} />
}
