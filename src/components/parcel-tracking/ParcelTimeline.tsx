import { formatDateTime } from '@/domain/display-date'
import { trackingStateLabel } from '@/domain/delivery/tracking'
import type { ParcelMoment } from '@/features/delivery/parcel-timeline'

const LATEST_DOT: Record<string, string> = {
  delivered: 'bg-emerald-600 ring-emerald-600/20',
  exception: 'bg-amber-500 ring-amber-500/25',
  returned_to_sender: 'bg-rose-700 ring-rose-700/20',
}

/** The carrier's scans, newest first, each with its time on Sydney's clock and the carrier's words. */
export function ParcelTimeline({ moments, empty }: { moments: ParcelMoment[]; empty: string }) {
  if (moments.length === 0) return <p className="text-sm text-muted">{empty}</p>
  return (
    <ol aria-label="Tracking history" className="relative">
      {moments.map((moment, index) => {
        const latest = index === 0
        return (
          <li key={moment.id} className="relative flex gap-4 pb-6 last:pb-0">
            {index < moments.length - 1 ? <span aria-hidden className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-line" /> : null}
            <span
              aria-hidden
              className={`relative mt-1.5 size-3 shrink-0 rounded-full ${latest ? `ring-4 ${LATEST_DOT[moment.state] ?? 'bg-accent ring-accent/15'}` : 'bg-stone-300'}`}
            />
            <div className="min-w-0">
              <p className={`text-sm ${latest ? 'font-semibold text-ink' : 'font-medium text-ink/80'}`}>{trackingStateLabel(moment.state)}</p>
              {moment.description ? <p className="text-sm text-ink/80">{moment.description}</p> : null}
              <p className="mt-0.5 text-xs text-muted">
                <time dateTime={moment.occurredAt}>{formatDateTime(moment.occurredAt)}</time>
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
