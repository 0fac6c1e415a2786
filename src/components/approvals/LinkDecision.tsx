'use client'

import { Check, X } from 'lucide-react'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { Notice } from '@/components/ui/Notice'
import { DECLINE_CONSEQUENCE, titleInSentence, type ApprovalDecision, type HeldRequestKind } from '@/domain/approval'
import { decideByLinkAction } from '@/features/approvals/approval-link-actions'

const UNREACHABLE = { ok: false as const, message: 'We couldn’t reach the server. Check your connection and try again.' }

const APPROVED = 'Approved. Thank you: the request moves on, and whoever asked sees it on their dashboard.'

const LABELS: Record<ApprovalDecision, string> = { approve: 'Approve', decline: 'Decline' }

/**
 * The one click of an emailed approval link: the decision the email's link chose, as the button.
 * The other decision is offered as a switch, not a second button, so a decline is always the
 * button the page was opened (or switched) for: the page is its confirmation. The answer, or why
 * it was refused, is said in place.
 */
export function LinkDecision({ token, preferred, what, kind }: { token: string; preferred: ApprovalDecision; what: string; kind: HeldRequestKind }) {
  const [choice, setChoice] = useState(preferred)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const [pending, startTransition] = useTransition()
  const decide = () =>
    startTransition(async () => {
      const result = await decideByLinkAction({ token, decision: choice }).catch(() => UNREACHABLE)
      setOutcome(
        result.ok
          ? {
              ok: true,
              message:
                result.status === 'pending'
                  ? 'Approved. The request now goes to the next step.'
                  : choice === 'approve'
                    ? APPROVED
                    : `Declined. ${DECLINE_CONSEQUENCE[kind]}`,
            }
          : result,
      )
    })
  if (outcome?.ok) return <Notice tone="success">{outcome.message}</Notice>
  const other: ApprovalDecision = choice === 'approve' ? 'decline' : 'approve'
  return (
    <div className="space-y-3 text-center">
      {choice === 'decline' ? <p className="text-sm text-muted">{`If you decline: ${titleInSentence(DECLINE_CONSEQUENCE[kind])}`}</p> : null}
      <button
        type="button"
        disabled={pending}
        onClick={decide}
        aria-label={`${LABELS[choice]} ${titleInSentence(what)}`}
        className={buttonClasses(choice === 'decline' ? 'danger' : 'primary', 'lg', 'w-full')}
      >
        {choice === 'approve' ? <Check className="size-4" aria-hidden /> : <X className="size-4" aria-hidden />}
        {/* A project's name can be long: the button says the decision, its label names the request. */}
        {pending
          ? `${LABELS[choice].slice(0, -1)}ing…`
          : kind === 'project'
            ? `${LABELS[choice]} paying on account`
            : `${LABELS[choice]} ${titleInSentence(what)}`}
      </button>
      <button
        type="button"
        disabled={pending}
        onClick={() => {
          setOutcome(null)
          setChoice(other)
        }}
        className={buttonClasses('ghost', 'sm')}
      >
        {`${LABELS[other]} instead`}
      </button>
      {outcome ? (
        <p role="alert" className="text-sm text-red-700">
          {outcome.message}
        </p>
      ) : null}
    </div>
  )
}
