'use client'

import { Check } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DECLINE_CONSEQUENCE, type HeldRequestKind } from '@/domain/approval'
import { decideApprovalAction } from '@/features/dashboard/approval-actions'

const UNREACHABLE = { ok: false as const, message: 'We couldn’t reach the server. Check your connection and try again.' }

/**
 * Approve (books the request, over the budget) or decline (cancels it, behind a confirmation). A
 * refusal (someone decided first, the request was cancelled, the role was lost) is said in place.
 */
export function ApprovalDecision({ approval, kind, what, requester }: { approval: number; kind: HeldRequestKind; what: string; requester: string }) {
  const router = useRouter()
  const [problem, setProblem] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()
  const approve = () =>
    startTransition(async () => {
      const result = await decideApprovalAction({ approval, decision: 'approve' }).catch(() => UNREACHABLE)
      setProblem(result.ok ? null : result.message)
      router.refresh()
    })
  return (
    <div className="flex flex-col items-start gap-2 md:items-end">
      <div className="flex gap-2">
        <button type="button" onClick={approve} disabled={pending} className={buttonClasses('primary', 'sm')}>
          <Check className="size-4" aria-hidden />
          {pending ? 'Approving…' : 'Approve'}
          <span className="sr-only">{` ${what}`}</span>
        </button>
        <ConfirmDialog
          trigger={
            <button type="button" disabled={pending} className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
              Decline<span className="sr-only">{` ${what}`}</span>
            </button>
          }
          title={`Decline ${what}?`}
          description={
            kind === 'shipment'
              ? `${DECLINE_CONSEQUENCE.shipment} ${requester === 'you' ? 'You' : requester} can ask again.`
              : DECLINE_CONSEQUENCE.project
          }
          confirmLabel="Decline"
          pendingLabel="Declining…"
          destructive
          onConfirm={async () => {
            const result = await decideApprovalAction({ approval, decision: 'decline' }).catch(() => UNREACHABLE)
            if (result.ok) router.refresh()
            return result
          }}
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
