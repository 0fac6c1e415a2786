import { Check } from 'lucide-react'

import { formatDate } from '@/domain/display-date'
import { PROJECT_STATUSES, STATUS_LABELS, statusLabel, statusPosition, type StatusLogEntry } from '@/domain/project-status'

const STEPS = PROJECT_STATUSES.length

/** Five segments, filled up to the current status: the compact progress of a list row. */
export function StatusProgressBar({ status, className = '' }: { status: string; className?: string }) {
  const position = statusPosition(status)
  const step = position + 1
  return (
    <div
      role="progressbar"
      aria-label="Progress"
      aria-valuemin={1}
      aria-valuemax={STEPS}
      aria-valuenow={Math.max(step, 1)}
      aria-valuetext={`${statusLabel(status)}, step ${Math.max(step, 1)} of ${STEPS}`}
      className={`flex gap-1 ${className}`}
    >
      {PROJECT_STATUSES.map((value, index) => (
        <span
          key={value}
          className={`h-1.5 flex-1 rounded-full ${index < position ? 'bg-ink' : index === position ? (status === 'completed' ? 'bg-emerald-600' : 'bg-accent') : 'bg-line'}`}
        />
      ))}
    </div>
  )
}

/** When each status was last reached, from the status log. */
const reachedAt = (log: StatusLogEntry[]): Map<string, string> => new Map(log.map((entry) => [entry.status, entry.timestamp]))

/** The five statuses as steps: done, current and still to come, with the date each was reached. */
export function StatusSteps({ status, log }: { status: string; log: StatusLogEntry[] }) {
  const position = statusPosition(status)
  const dates = reachedAt(log)
  return (
    <ol className="grid gap-3 sm:grid-cols-5 sm:gap-2">
      {PROJECT_STATUSES.map((value, index) => {
        const done = index < position || (index === position && status === 'completed')
        const current = index === position && !done
        return (
          <li
            key={value}
            aria-current={index === position ? 'step' : undefined}
            className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-2"
          >
            <div className="flex w-full items-center gap-2 max-sm:w-auto">
              <span
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  done ? 'bg-ink text-white' : current ? 'bg-accent text-white ring-4 ring-accent/15' : 'border border-line bg-white text-muted'
                }`}
              >
                {done ? <Check className="size-3.5" aria-hidden /> : index + 1}
              </span>
              <span className={`hidden h-px flex-1 sm:block ${index < position ? 'bg-ink' : 'bg-line'} ${index === STEPS - 1 ? 'invisible' : ''}`} />
            </div>
            <div className="min-w-0">
              <p className={`text-sm font-medium ${done || current ? 'text-ink' : 'text-muted'}`}>
                {STATUS_LABELS[value]}
                {done ? <span className="sr-only"> (done)</span> : current ? <span className="sr-only"> (current)</span> : null}
              </p>
              <p className="text-xs text-muted">{index <= position && dates.get(value) ? formatDate(dates.get(value)) : '\u00a0'}</p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
