import { CircleCheck, Link2Off } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { LinkDecision } from '@/components/approvals/LinkDecision'
import { ApprovalRequestCard } from '@/components/approvals/ApprovalRequestCard'
import { buttonClasses } from '@/components/ui/button'
import { LinkMessage } from '@/components/ui/LinkMessage'
import { getApprovalLinkView } from '@/features/approvals/approval-link-view'

// The token is a key: never indexed (the share layout also sets no-referrer).
export const metadata: Metadata = { title: 'Approve a request', robots: { index: false, follow: false } }

type Props = { searchParams: Promise<{ token?: string | string[]; decision?: string | string[] }> }

const toDashboard = (
  <Link href="/dashboard/approvals" className={buttonClasses('secondary', 'md')}>
    Open Approvals
  </Link>
)

/**
 * /approvals/decide?token=…&decision=approve|decline — an approver's emailed link: the request and
 * one button to decide it. Opening the link decides nothing (mail scanners open links); the
 * button does, as the member the link was sent to.
 */
export default async function DecideByLinkPage({ searchParams }: Props) {
  const { token, decision } = await searchParams
  const view = await getApprovalLinkView(token)
  if (view.state === 'invalid') {
    return (
      <LinkMessage icon={Link2Off} title="This approval link isn’t valid" action={toDashboard}>
        It may have expired, or your role no longer decides this request. Log in and open Approvals to see what waits for you.
      </LinkMessage>
    )
  }
  if (view.state === 'settled') {
    return (
      <LinkMessage icon={CircleCheck} title={view.title} action={toDashboard}>
        {view.detail}
      </LinkMessage>
    )
  }
  return (
    <ApprovalRequestCard view={view}>
      <LinkDecision token={String(token)} preferred={decision === 'decline' ? 'decline' : 'approve'} what={view.what} kind={view.kind} />
    </ApprovalRequestCard>
  )
}
