import { Badge } from '@/components/ui/StatusBadge'
import { BUDGET_PERIOD_LABELS, lastDayOf, ordinalDay } from '@/domain/budget-period'
import { formatDate, formatDayMonth } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { BudgetView } from '@/features/dashboard/budgets'
import { BudgetHistory } from './BudgetHistory'
import { ChangeBudgetForm } from './ChangeBudgetForm'

const RESETS_IN: Record<BudgetView['period'], string> = { monthly: 'each month', quarterly: 'each quarter', yearly: 'each July' }

function Figure({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`mt-0.5 tabular-nums ${strong ? 'text-lg font-semibold' : 'text-base font-medium'}`}>{formatCents(cents)}</dd>
    </div>
  )
}

/** One budget: this period's limit, what is reserved and spent, what is left, and how it got there. */
export function BudgetCard({ budget, manages }: { budget: BudgetView; manages: boolean }) {
  const used = budget.limit > 0 ? Math.min(100, Math.round((budget.committed / budget.limit) * 100)) : budget.committed > 0 ? 100 : 0
  const full = budget.remaining === 0
  return (
    <li className="rounded-2xl border border-line bg-white" data-testid={`budget-${budget.id}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line px-5 py-3.5">
        <h2 className="text-sm font-semibold">{budget.name}</h2>
        <Badge>{budget.scope === 'team' ? 'Team' : 'Member'}</Badge>
        <p className="ml-auto text-xs text-muted">
          {`${BUDGET_PERIOD_LABELS[budget.period]}, resets on the ${ordinalDay(budget.resetDay)} ${RESETS_IN[budget.period]}`}
        </p>
      </div>
      <div className="space-y-5 px-5 py-4">
        <div>
          <p className="text-xs text-muted">{`This period: ${formatDayMonth(budget.span.start)} – ${formatDate(lastDayOf(budget.span))}`}</p>
          <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label="Limit" cents={budget.limit} />
            <Figure label="Reserved" cents={budget.reserved} />
            <Figure label="Spent" cents={budget.spent} />
            <Figure label="Remaining" cents={budget.remaining} strong />
          </dl>
          <div className="mt-4 h-2 overflow-hidden rounded-full bg-sand" role="img" aria-label={`${used}% of the limit committed`}>
            <div className={`h-full rounded-full ${full ? 'bg-amber-500' : 'bg-ink'}`} style={{ width: `${used}%` }} />
          </div>
          {full ? <p className="mt-2 text-sm text-amber-800">Nothing left this period: new requests wait for approval.</p> : null}
        </div>
        <BudgetHistory budget={budget} />
        {manages ? <ChangeBudgetForm budget={budget} /> : null}
      </div>
    </li>
  )
}
