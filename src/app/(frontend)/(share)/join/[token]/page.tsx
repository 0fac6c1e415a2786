import { CircleCheck, CircleSlash, Clock, Link2Off } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { authHref } from '@/components/auth/auth-links'
import { AcceptInvitation } from '@/components/join/AcceptInvitation'
import { InvitationCard } from '@/components/join/InvitationCard'
import { LinkMessage } from '@/components/ui/LinkMessage'
import { SwitchAccount } from '@/components/join/SwitchAccount'
import { buttonClasses } from '@/components/ui/button'
import { Notice } from '@/components/ui/Notice'
import { formatDate } from '@/domain/display-date'
import { sameEmail } from '@/domain/member-invitation'
import { getViewer } from '@/features/auth/current-customer'
import { getInvitationView } from '@/features/join/invitation-view'

// The token is a key: never indexed (the share layout also sets no-referrer), and the page reads the session.
export const metadata: Metadata = { title: 'Join a company', robots: { index: false, follow: false } }

type Props = { params: Promise<{ token: string }> }

/** /join/{token} — an emailed invitation to a company: what it offers, then log in, switch account or accept. */
export default async function JoinPage({ params }: Props) {
  const { token } = await params
  const [invitation, viewer] = await Promise.all([getInvitationView(token), getViewer()])
  if (invitation.state === 'unknown') {
    return (
      <LinkMessage icon={Link2Off} title="This invitation link isn’t valid">
        Ask whoever invited you to send a new one.
      </LinkMessage>
    )
  }
  const inviter = invitation.invitedBy ?? 'whoever invited you'
  if (invitation.state === 'expired') {
    return (
      <LinkMessage icon={Clock} title="This invitation has expired">
        This invitation expired on {formatDate(invitation.expiresAt)}. Ask {inviter} to send a new one.
      </LinkMessage>
    )
  }
  if (invitation.state === 'accepted') {
    return (
      <LinkMessage
        icon={CircleCheck}
        title="This invitation has already been used"
        action={
          <Link href="/dashboard" className={buttonClasses('primary', 'md')}>
            Go to your dashboard
          </Link>
        }
      />
    )
  }
  if (invitation.state === 'revoked') {
    return (
      <LinkMessage icon={CircleSlash} title="This invitation was cancelled">
        If you still need access to {invitation.company}, ask {inviter} to invite you again.
      </LinkMessage>
    )
  }
  const here = `/join/${encodeURIComponent(token)}`
  const signedInAs = viewer?.customer.email ?? null
  return (
    <InvitationCard invitation={invitation}>
      {signedInAs === null ? (
        <div className="space-y-3">
          <p className="text-sm text-muted">
            Log in or create an account as <strong className="break-all text-ink">{invitation.email}</strong> to accept.
          </p>
          <Link href={authHref('login', here)} className={buttonClasses('primary', 'lg', 'w-full')}>
            Log in to accept
          </Link>
          <Link href={authHref('signup', here)} className={buttonClasses('secondary', 'lg', 'w-full')}>
            Create an account
          </Link>
          <p className="text-xs text-muted">New accounts confirm their email address first; then open this invitation link again.</p>
        </div>
      ) : !sameEmail(signedInAs, invitation.email) ? (
        <div className="space-y-4">
          <Notice tone="warning">
            <p>
              You’re logged in as <strong className="break-all">{signedInAs}</strong>, but this invitation is for{' '}
              <strong className="break-all">{invitation.email}</strong>.
            </p>
            <p>Log out, then log in as {invitation.email} to accept.</p>
          </Notice>
          <SwitchAccount loginHref={authHref('login', here)} />
        </div>
      ) : (
        <AcceptInvitation token={token} company={invitation.company} />
      )}
    </InvitationCard>
  )
}
