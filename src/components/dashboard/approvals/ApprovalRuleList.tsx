'use client'

import { Trash2 } from 'lucide-react'
import { useRouter } from 'next/navigation'

import { buttonClasses } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { deleteApprovalRuleAction } from '@/features/dashboard/approval-rule-actions'
import type { ApprovalRuleView } from '@/features/dashboard/approval-rules'

const UNREACHABLE = { ok: false as const, message: 'We couldn’t reach the server. Check your connection and try again.' }

/** The company's approval rules in words; owners and admins (`manage`) may delete one, after confirming. */
export function ApprovalRuleList({ rules, manage }: { rules: ApprovalRuleView[]; manage: boolean }) {
  const router = useRouter()
  return (
    <section aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="text-base font-semibold">
        Approval rules
      </h2>
      <p className="mt-1 text-sm text-muted">A request over a budget waits for an approver; these rules hold requests even within budget.</p>
      {rules.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line bg-white px-5 py-6 text-sm text-muted">
          No rules yet: only requests over a budget wait for approval.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
          {rules.map((rule) => (
            <li key={rule.id} className="flex items-center gap-4 px-4 py-3 text-sm sm:px-5">
              <span className="min-w-0 flex-1">{rule.name}.</span>
              {manage ? (
                <ConfirmDialog
                  trigger={
                    <button type="button" className={buttonClasses('ghost', 'sm', 'text-red-700 hover:bg-red-50')}>
                      <Trash2 className="size-4" aria-hidden />
                      Delete<span className="sr-only">{` the rule: ${rule.name}`}</span>
                    </button>
                  }
                  title="Delete this rule?"
                  description={`${rule.name}. Requests already waiting keep their steps; new requests no longer meet it.`}
                  confirmLabel="Delete rule"
                  pendingLabel="Deleting…"
                  destructive
                  onConfirm={async () => {
                    const result = await deleteApprovalRuleAction({ rule: rule.id }).catch(() => UNREACHABLE)
                    if (result.ok) router.refresh()
                    return result
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
