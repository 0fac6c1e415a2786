import { AlertTriangle, CalendarCheck, Check, Clock } from 'lucide-react'

import { formatDate } from '@/domain/display-date'
import type { TimelineView } from '@/features/dashboard/order-timeline'

const dateText = (value: string) => <time dateTime={value.slice(0, 10)}>{formatDate(value)}</time>

/** Whether the customer will have the order when they need it, in one sentence. */
function InHandsNote({ timeline }: { timeline: TimelineView }) {
  const ready = timeline.stages.at(-1)!
  if (timeline.complete) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
        <Check className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>Production complete: your goods are in the warehouse, ready to ship since {dateText(ready.actualDate!)}.</span>
      </p>
    )
  }
  if (timeline.inHandsDate === null) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted">
        <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>Ready to ship {dateText(ready.actualDate ?? ready.plannedDate)}.</span>
      </p>
    )
  }
  if (timeline.meetsInHandsDate === false) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong>
            Ready to ship {dateText(ready.plannedDate)}, after the {dateText(timeline.inHandsDate)} you need it by.
          </strong>{' '}
          We will be in touch about the options.
        </span>
      </p>
    )
  }
  return (
    <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
      <CalendarCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        On track for {dateText(timeline.inHandsDate)}: ready to ship {dateText(ready.actualDate ?? ready.plannedDate)}.
      </span>
    </p>
  )
}

const marker = {
  done: 'bg-ink text-white',
  current: 'bg-accent text-white ring-4 ring-accent/15',
  overdue: 'bg-amber-500 text-white ring-4 ring-amber-500/15',
  upcoming: 'border border-line bg-white text-muted',
} as const

/**
 * The order's production stages, planned against actual: a vertical list on a phone, four columns
 * side by side from a tablet up.
 */
export function ProductionTimeline({ timeline }: { timeline: TimelineView | null }) {
  if (!timeline) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        Your production dates appear here once every proof is approved.
      </p>
    )
  }
  return (
    <div className="space-y-5">
      <InHandsNote timeline={timeline} />
      <ol className="md:grid md:grid-cols-4" aria-label="Production stages">
        {timeline.stages.map((stage, index) => {
          const last = index === timeline.stages.length - 1
          return (
            <li
              key={stage.stage}
              aria-current={stage.progress === 'current' || stage.progress === 'overdue' ? 'step' : undefined}
              className="relative flex gap-4 pb-6 last:pb-0 md:flex-col md:gap-3 md:pb-0 md:pr-4"
            >
              {last ? null : (
                <span
                  aria-hidden
                  className={`absolute top-8 left-[15px] h-[calc(100%-2rem)] w-px md:top-[15px] md:left-8 md:h-px md:w-[calc(100%-2rem)] ${stage.progress === 'done' ? 'bg-ink' : 'bg-line'}`}
                />
              )}
              <span
                className={`relative flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${marker[stage.progress]}`}
              >
                {stage.progress === 'done' ? <Check className="size-4" aria-hidden /> : index + 1}
              </span>
              <div className="min-w-0 pt-1 md:pt-0">
                <p className={`text-sm font-semibold ${stage.progress === 'upcoming' ? 'text-muted' : 'text-ink'}`}>{stage.label}</p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
                  <dt className="text-muted">Planned</dt>
                  <dd>{dateText(stage.plannedDate)}</dd>
                  <dt className="text-muted">Done</dt>
                  <dd>
                    {stage.actualDate ? (
                      <span className={stage.actualDate.slice(0, 10) > stage.plannedDate.slice(0, 10) ? 'text-amber-800' : 'text-emerald-700'}>
                        {dateText(stage.actualDate)}
                      </span>
                    ) : stage.progress === 'overdue' ? (
                      <span className="font-medium text-amber-800">Running late</span>
                    ) : (
                      <span className="text-muted">Not yet</span>
                    )}
                  </dd>
                </dl>
              </div>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
