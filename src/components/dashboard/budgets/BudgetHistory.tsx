import { formatDate, formatDateTime } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { BudgetView } from '@/features/dashboard/budgets'

/** What a budget committed in the periods before this one, and its latest reservations and releases. */
export function BudgetHistory({ budget }: { budget: BudgetView }) {
  if (budget.entries.length === 0 && budget.earlier.length === 0) {
    return <p className="text-sm text-muted">Nothing has been reserved against this budget yet.</p>
  }
  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div>
        <h3 className="text-xs font-medium tracking-wide text-muted uppercase">Latest activity</h3>
        <ul className="mt-2 divide-y divide-line text-sm">
          {budget.entries.map((entry) => (
            <li key={entry.id} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate">{entry.description}</span>
                <span className="block text-xs text-muted">{`${formatDateTime(entry.at)}${entry.by ? ` · ${entry.by}` : ''}`}</span>
              </span>
              <span className={`shrink-0 tabular-nums ${entry.amount < 0 ? 'text-emerald-700' : ''}`}>
                {entry.amount < 0 ? `−${formatCents(-entry.amount)}` : formatCents(entry.amount)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xs font-medium tracking-wide text-muted uppercase">Earlier periods</h3>
        {budget.earlier.length === 0 ? (
          <p className="mt-2 text-sm text-muted">This is its first period.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line text-sm">
            {budget.earlier.map((period) => (
              <li key={period.start} className="flex justify-between gap-3 py-2">
                <span>{`From ${formatDate(period.start)}`}</span>
                <span className="tabular-nums">{formatCents(period.committed)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
