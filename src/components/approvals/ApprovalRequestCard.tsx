import { ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'

import { IconBadge } from '@/components/ui/IconBadge'
import type { ApprovalLinkView } from '@/features/approvals/approval-link-view'

type OpenView = Extract<ApprovalLinkView, { state: 'open' }>

/** A held request as an approver's link shows it: who asks for what, for how much, and why it waits. */
export function ApprovalRequestCard({ view, children }: { view: OpenView; children: ReactNode }) {
  const rows: [string, ReactNode][] = [
    ['Asked by', view.requestedBy],
    ...view.details.map(({ label, value }): [string, ReactNode] => [label, value]),
    [
      view.amountLabel,
      <span key="amount" className="tabular-nums">
        {view.amount}
      </span>,
    ],
  ]
  return (
    <section aria-labelledby="approval-heading" className="mx-auto max-w-lg rounded-3xl border border-line bg-white px-6 py-10 sm:px-10">
      <IconBadge icon={ShieldCheck} tone="ink" centred />
      <h1 id="approval-heading" className="mt-5 text-center text-2xl font-semibold tracking-tight text-balance">
        {`${view.what} waits for your decision`}
      </h1>
      <p className="mt-3 text-center text-muted">{`${view.company}${view.step ? `, ${view.step}` : ''}. Deciding as ${view.member}.`}</p>
      <dl className="mt-6 divide-y divide-line rounded-2xl border border-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-3">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 rounded-2xl bg-orange-50 px-4 py-3 text-sm text-orange-900">{view.reason}</p>
      <div className="mt-6">{children}</div>
    </section>
  )
}
