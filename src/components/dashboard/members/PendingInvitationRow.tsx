'use client'

import { LoaderCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Badge } from '@/components/ui/StatusBadge'
import { ROLE_LABELS } from '@/domain/company-roles'
import { formatDate } from '@/domain/display-date'
import { resendInvitationAction, revokeInvitationAction } from '@/features/dashboard/invitation-actions'
import type { PendingInvitation } from '@/features/dashboard/invitations'

const UNREACHABLE = 'We couldn’t reach the server. Check your connection and try again.'

/**
 * One invitation: who it is for, in which role, who sent it and when it runs out; Resend emails a
 * new link (the answer is said in the row), Cancel asks first since its link stops working.
 */
export function PendingInvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const router = useRouter()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const [pending, startTransition] = useTransition()
  const { id, email, name, role, invitedBy, sentAt, expiresAt, expired } = invitation

  const resend = () =>
    startTransition(async () => {
      setMessage(null)
      const result = await resendInvitationAction({ invitation: id }).catch(() => ({ ok: false as const, message: UNREACHABLE }))
      setMessage(result.ok ? { ok: true, text: `Sent again to ${email}.` } : { ok: false, text: result.message })
      if (result.ok) router.refresh()
    })

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6 sm:p-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="min-w-0 break-words">{name || email}</span>
          {expired ? <Badge tone="bg-amber-50 text-amber-800 ring-amber-200">Expired</Badge> : null}
        </p>
        {name ? <p className="text-sm break-words text-muted">{email}</p> : null}
        <p className="text-sm text-muted">
          {invitedBy ? `Invited by ${invitedBy} on ` : 'Invited on '}
          <time dateTime={sentAt}>{formatDate(sentAt)}</time>
          {expired ? null : (
            <>
              <span aria-hidden> · </span>
              expires <time dateTime={expiresAt}>{formatDate(expiresAt)}</time>
            </>
          )}
        </p>
        {message ? (
          <p role={message.ok ? 'status' : 'alert'} className={`mt-1 text-sm ${message.ok ? 'text-emerald-800' : 'text-red-700'}`}>
            {message.text}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="inline-flex h-9 items-center rounded-full bg-sand px-3 text-sm font-medium">{ROLE_LABELS[role]}</span>
        <button
          type="button"
          onClick={resend}
          disabled={pending}
          aria-label={`Resend the invitation to ${email}`}
          className={buttonClasses('secondary', 'sm')}
        >
          {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {pending ? 'Sending…' : 'Resend'}
        </button>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              aria-label={`Cancel the invitation to ${email}`}
              className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
            >
              Cancel
            </button>
          }
          title={`Cancel the invitation to ${email}?`}
          description="Its link will stop working. You can invite them again later."
          confirmLabel="Cancel invitation"
          pendingLabel="Cancelling…"
          cancelLabel="Keep it"
          destructive
          onConfirm={async () => {
            const result = await revokeInvitationAction({ invitation: id }).catch(() => ({ ok: false as const, message: UNREACHABLE }))
            if (result.ok) router.refresh()
            return result
          }}
        />
      </div>
    </li>
  )
}
