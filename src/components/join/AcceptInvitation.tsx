'use client'

import { LoaderCircle } from 'lucide-react'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Notice } from '@/components/ui/Notice'
import { acceptInvitationAction } from '@/features/dashboard/invitation-actions'

// Next.js rejects an action that redirected with this error, for its RedirectBoundary to follow.
const isRedirect = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'digest' in error && String((error as { digest: unknown }).digest).startsWith('NEXT_REDIRECT')

/**
 * Accepts the invitation as the signed-in customer. Success is a redirect made by the server, so
 * whatever comes back is a refusal to show.
 */
export function AcceptInvitation({ token, company }: { token: string; company: string }) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const accept = () =>
    startTransition(async () => {
      setRefusal(null)
      try {
        const result = await acceptInvitationAction({ token })
        // Success redirects, so the answer is a refusal or (once the redirect is under way) nothing.
        if (result && !result.ok) setRefusal(result.message)
      } catch (error) {
        // Success is that redirect: passed on to be followed. Anything else is a lost answer.
        if (isRedirect(error)) throw error
        setRefusal('We couldn’t reach the server. Check your connection and try again.')
      }
    })
  return (
    <div className="space-y-4">
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      <button type="button" onClick={accept} disabled={pending} className={buttonClasses('primary', 'lg', 'w-full')}>
        {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
        {pending ? 'Joining…' : `Accept and join ${company}`}
      </button>
    </div>
  )
}
