import { CircleCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { IconBadge } from '@/components/ui/IconBadge'

export type SuccessContent = { heading?: string | null; body?: string | null; whatsNext?: string | null } | null | undefined

/** After paying or asking for an invoice: the site's words for that method, then the details. */
export function PaymentOutcome({ content, fallbackHeading, children }: { content: SuccessContent; fallbackHeading: string; children?: ReactNode }) {
  return (
    <section className="rounded-3xl border border-line bg-white p-6 sm:p-10" aria-labelledby="outcome-heading">
      <IconBadge icon={CircleCheck} tone="success" />
      <h2 id="outcome-heading" className="mt-5 text-2xl font-semibold tracking-tight text-balance">
        {content?.heading || fallbackHeading}
      </h2>
      {content?.body ? <p className="mt-2 text-muted">{content.body}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
      {content?.whatsNext ? (
        <div className="mt-8 rounded-2xl bg-paper p-5">
          <p className="text-sm font-semibold">What happens next</p>
          <p className="mt-1 text-sm text-muted">{content.whatsNext}</p>
        </div>
      ) : null}
    </section>
  )
}

/** Label–value rows of a receipt or an invoice. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-line rounded-2xl border border-line text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 px-4 py-3">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 text-right font-medium tabular-nums [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
