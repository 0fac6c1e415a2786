import Link from 'next/link'

import { Badge } from '@/components/ui/StatusBadge'
import { APPROVAL_STATUS_LABELS, titleInSentence } from '@/domain/approval'
import { formatDate, formatDateTime } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { ApprovalView } from '@/features/dashboard/approvals'
import { ApprovalDecision } from './ApprovalDecision'

const tones: Record<string, string> = {
  pending: 'bg-orange-50 text-orange-800 ring-orange-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-800 ring-red-200',
  cancelled: 'bg-stone-100 text-stone-600 ring-stone-200',
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The chain a request waits for: each step's role and decision, and the step it waits at. */
function ApprovalSteps({ approval }: { approval: ApprovalView }) {
  if (approval.steps.length < 2)
    return approval.waitingFor ? <p className="mt-1 text-xs text-muted">{`Waiting for ${approval.waitingFor}.`}</p> : null
  return (
    <ol aria-label="Approval steps" className="mt-2 flex flex-col gap-1 text-xs sm:flex-row sm:flex-wrap sm:gap-x-5">
      {approval.steps.map((step, index) => (
        <li key={index} className={step.decision ? 'text-ink' : 'text-muted'}>
          <span className="font-medium">{`${index + 1}. ${capitalised(step.who)}`}</span>
          {step.decision
            ? `: ${step.decision.toLowerCase()} by ${step.decidedBy}`
            : approval.waitingFor && index === approval.steps.findIndex((each) => !each.decision)
              ? ': waiting'
              : ''}
        </li>
      ))}
    </ol>
  )
}

/** A list of held requests: what, who asked and when, why it was held, and (`decide`) the decision buttons. */
export function ApprovalList({
  label,
  approvals,
  empty,
  decide = false,
}: {
  label: string
  approvals: ApprovalView[]
  empty: string
  decide?: boolean
}) {
  return (
    <section aria-label={label}>
      <h2 className="text-base font-semibold">{label}</h2>
      {approvals.length === 0 ? (
        <p className="mt-2 rounded-2xl border border-dashed border-line bg-white px-5 py-6 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
          {approvals.map((approval) => {
            const what = titleInSentence(approval.title)
            return (
              <li
                key={approval.id}
                className="flex flex-col gap-3 p-4 sm:p-5 md:flex-row md:items-start md:gap-6"
                data-testid={`approval-${approval.id}`}
              >
                <div className="min-w-0 flex-1 text-sm">
                  <p className="flex flex-wrap items-center gap-2">
                    <Link href={approval.href} className="font-semibold underline-offset-2 hover:underline">
                      {approval.title}
                    </Link>
                    <span className="tabular-nums">{formatCents(approval.amount)}</span>
                    <Badge tone={tones[approval.status]}>{APPROVAL_STATUS_LABELS[approval.status]}</Badge>
                  </p>
                  <p className="mt-1 text-muted">{`Asked by ${approval.requestedBy} on ${formatDate(approval.createdAt)}`}</p>
                  <p className="mt-2">{approval.reason}</p>
                  <ApprovalSteps approval={approval} />
                  {approval.decidedBy && approval.decidedAt ? (
                    <p className="mt-1 text-xs text-muted">{`${APPROVAL_STATUS_LABELS[approval.status]} by ${approval.decidedBy}, ${formatDateTime(approval.decidedAt)}`}</p>
                  ) : null}
                </div>
                {decide ? <ApprovalDecision approval={approval.id} kind={approval.kind} what={what} requester={approval.requestedBy} /> : null}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
