import { formatDateTime } from '@/domain/display-date'
import { statusLabel, type StatusLogEntry } from '@/domain/project-status'

/** Every status change in the order it happened, newest last. */
export function StatusTimeline({ log }: { log: StatusLogEntry[] }) {
  if (log.length === 0) return <p className="text-sm text-muted">No changes yet.</p>
  return (
    <ol className="relative space-y-5 border-l border-line pl-5">
      {log.map((entry, index) => {
        const latest = index === log.length - 1
        return (
          <li key={`${entry.timestamp}-${index}`} className="relative">
            <span
              aria-hidden
              className={`absolute top-1 -left-[26px] size-3 rounded-full ring-4 ring-white ${!latest ? 'bg-ink' : entry.status === 'completed' ? 'bg-emerald-600' : 'bg-accent'}`}
            />
            <p className="text-sm font-medium">
              {statusLabel(entry.status)}
              {latest ? <span className="ml-2 text-xs font-normal text-muted">Latest</span> : null}
            </p>
            <p className="text-xs text-muted">
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp)}</time>
            </p>
          </li>
        )
      })}
    </ol>
  )
}
