import { Bell, CircleCheck, Clock, Send } from 'lucide-react'

import { formatDateTime } from '@/domain/display-date'
import { resendInvitationAction } from '@/features/dashboard/recipient-link-actions'
import type { InvitationView } from '@/features/dashboard/recipient-links'
import { ActionButton } from '@/components/dashboard/ActionButton'

/** Each invited person: when they were emailed and reminded, whether they answered, and Resend while they have not. */
export function InvitationList({ linkId, invitations, canResend }: { linkId: number; invitations: InvitationView[]; canResend: boolean }) {
  const resend = resendInvitationAction.bind(null, linkId)
  return (
    <ul className="divide-y divide-line" aria-label="Invitations">
      {invitations.map((invitation) => (
        <li key={invitation.id} className="flex flex-col gap-2 py-3.5 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="font-medium break-words">{invitation.name || invitation.email}</p>
            {invitation.name ? <p className="text-sm break-words text-muted">{invitation.email}</p> : null}
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
              <span className="inline-flex items-center gap-1">
                <Send className="size-3.5" aria-hidden /> Sent {formatDateTime(invitation.sentAt)}
              </span>
              {invitation.remindedAt ? (
                <span className="inline-flex items-center gap-1">
                  <Bell className="size-3.5" aria-hidden /> Reminded {formatDateTime(invitation.remindedAt)}
                </span>
              ) : null}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap items-start gap-3 sm:flex-col sm:items-end">
            {invitation.answeredAt ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800">
                <CircleCheck className="size-3.5" aria-hidden /> Answered {formatDateTime(invitation.answeredAt)}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-sand px-2.5 py-0.5 text-xs font-medium">
                <Clock className="size-3.5" aria-hidden /> Not answered
              </span>
            )}
            {!invitation.answeredAt && canResend ? (
              <ActionButton id={invitation.id} action={resend} done="Sent again.">
                Resend
              </ActionButton>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
