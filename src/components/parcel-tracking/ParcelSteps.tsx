import { AlertTriangle, Check, Undo2 } from 'lucide-react'

import type { TrackingState } from '@/domain/delivery/tracking'
import { parcelSteps, type StepProgress } from './parcel-progress'

const MARKERS: Record<StepProgress, string> = {
  done: 'bg-ink text-white',
  current: 'bg-accent text-white ring-4 ring-accent/15',
  upcoming: 'border border-line bg-white text-muted',
  attention: 'bg-amber-500 text-white ring-4 ring-amber-500/20',
  returned: 'bg-rose-700 text-white ring-4 ring-rose-700/15',
}

// The last step, reached: the one green mark on the way.
const ARRIVED = 'bg-emerald-600 text-white ring-4 ring-emerald-600/15'

const SPOKEN: Record<StepProgress, string> = {
  done: ' (done)',
  current: ' (now)',
  upcoming: '',
  attention: ' (now)',
  returned: ' (now)',
}

/**
 * Label created → in transit → out for delivery → delivered, as an ordered list: a column on a
 * phone, a row from a tablet up. The step the parcel is at is the list's current step.
 */
export function ParcelSteps({ state, visited }: { state: TrackingState | null; visited: TrackingState[] }) {
  const steps = parcelSteps(state, visited)
  return (
    <ol aria-label="Delivery progress" className="sm:grid sm:grid-cols-4">
      {steps.map((step, index) => {
        const reachedNext = steps[index + 1] ? steps[index + 1]!.progress !== 'upcoming' : false
        return (
          <li
            key={step.key}
            aria-current={step.current ? 'step' : undefined}
            className="relative flex items-center gap-3 pb-5 last:pb-0 sm:flex-col sm:items-start sm:gap-2 sm:pr-3 sm:pb-0"
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden
                className={`absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5 sm:top-[15px] sm:left-8 sm:h-0.5 sm:w-[calc(100%-2rem)] ${reachedNext ? 'bg-ink' : 'bg-line'}`}
              />
            ) : null}
            <span
              className={`relative flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                step.key === 'delivered' && step.progress === 'done' ? ARRIVED : MARKERS[step.progress]
              }`}
            >
              {step.progress === 'done' ? (
                <Check className="size-4" aria-hidden />
              ) : step.progress === 'attention' ? (
                <AlertTriangle className="size-4" aria-hidden />
              ) : step.progress === 'returned' ? (
                <Undo2 className="size-4" aria-hidden />
              ) : (
                index + 1
              )}
            </span>
            <span
              className={`text-sm font-medium ${
                step.progress === 'upcoming'
                  ? 'text-muted'
                  : step.progress === 'attention'
                    ? 'text-amber-900'
                    : step.progress === 'returned'
                      ? 'text-rose-800'
                      : 'text-ink'
              }`}
            >
              {step.label}
              <span className="sr-only">{SPOKEN[step.progress]}</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}
