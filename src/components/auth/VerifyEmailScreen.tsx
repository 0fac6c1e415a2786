'use client'

import { CheckCircle2, Link2Off, MailCheck } from 'lucide-react'
import Link from 'next/link'
import { useActionState, useEffect, useRef } from 'react'

import { verifyEmailAction } from '@/features/auth/actions'
import { buttonClasses } from '@/components/ui/button'
import { AuthCard } from './AuthCard'
import { IDLE } from '@/features/auth/form-state'
import { SubmitButton } from './SubmitButton'

/**
 * The verification link's page: confirms the address once the page is open in a browser (the form
 * submits itself; without JavaScript the button does), then offers to log in.
 */
export function VerifyEmailScreen({ token, signedIn }: { token: string; signedIn: boolean }) {
  const [state, action] = useActionState(verifyEmailAction, IDLE)
  const form = useRef<HTMLFormElement>(null)
  const submitted = useRef(false)
  useEffect(() => {
    if (submitted.current) return
    submitted.current = true
    form.current?.requestSubmit()
  }, [])
  const next = signedIn ? (
    <Link href="/dashboard" className={buttonClasses('primary', 'md', 'w-full')}>
      Go to your dashboard
    </Link>
  ) : (
    <Link href="/auth" className={buttonClasses('primary', 'md', 'w-full')}>
      Log in
    </Link>
  )
  if (state.status === 'success') {
    return (
      <AuthCard
        above={<CheckCircle2 className="size-10 text-emerald-700" aria-hidden />}
        title="Your email is verified"
        description={
          signedIn
            ? 'Thanks for confirming. Your account is ready.'
            : 'Thanks for confirming. Your account is ready: log in with your email and password.'
        }
      >
        {next}
      </AuthCard>
    )
  }
  if (state.status === 'error') {
    return (
      <AuthCard
        above={<Link2Off className="size-10 text-muted" aria-hidden />}
        title="This link is no longer valid"
        description="It may have been used already: if you verified your email before, just log in. If you still need to verify, log in and we will offer to send a new link."
      >
        {next}
      </AuthCard>
    )
  }
  return (
    <AuthCard
      above={<MailCheck className="size-10 text-muted" aria-hidden />}
      title="Confirm your email"
      description="One moment while we confirm your email address."
    >
      <form ref={form} action={action}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton pendingLabel="Confirming…" className="w-full">
          Confirm my email
        </SubmitButton>
      </form>
    </AuthCard>
  )
}
