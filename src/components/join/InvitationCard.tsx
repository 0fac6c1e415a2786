import { UsersRound } from 'lucide-react'
import type { ReactNode } from 'react'

import { IconBadge } from '@/components/ui/IconBadge'
import { ROLE_LABELS, ROLE_SUMMARIES } from '@/domain/company-roles'
import { formatDate } from '@/domain/display-date'
import type { InvitationView } from '@/features/join/invitation-view'

type Invitation = Exclude<InvitationView, { state: 'unknown' }>

/** The offer itself: who invited whom to which company, in which role, until when. */
export function InvitationCard({ invitation, children }: { invitation: Invitation; children: ReactNode }) {
  const { company, role, email, invitedBy, expiresAt } = invitation
  const roleLabel = ROLE_LABELS[role]
  return (
    <section aria-labelledby="join-heading" className="mx-auto max-w-lg rounded-3xl border border-line bg-white px-6 py-10 sm:px-10">
      <IconBadge icon={UsersRound} tone="ink" centred />
      <h1 id="join-heading" className="mt-5 text-center text-2xl font-semibold tracking-tight text-balance">
        {invitedBy ? `${invitedBy} invited you to join ${company} as ${roleLabel}` : `You’re invited to join ${company} as ${roleLabel}`}
      </h1>
      <p className="mt-3 text-center text-muted">
        {roleLabel}: {ROLE_SUMMARIES[role]}
      </p>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line text-sm">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-3">
          <dt className="text-muted">Invitation for</dt>
          <dd className="min-w-0 font-medium break-all">{email}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-3">
          <dt className="text-muted">Expires</dt>
          <dd className="font-medium">
            <time dateTime={expiresAt}>{formatDate(expiresAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-6">{children}</div>
    </section>
  )
}
