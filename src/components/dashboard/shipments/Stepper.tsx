import { Check } from 'lucide-react'

export type StepId = 'items' | 'recipients' | 'review'

export const STEPS: { id: StepId; label: string }[] = [
  { id: 'items', label: 'Items' },
  { id: 'recipients', label: 'Recipients' },
  { id: 'review', label: 'Review' },
]

/** Where the customer is in creating a shipment; finished steps can be reopened. */
export function Stepper({
  current,
  reachable,
  onSelect,
}: {
  current: StepId
  reachable: (step: StepId) => boolean
  onSelect: (step: StepId) => void
}) {
  const currentIndex = STEPS.findIndex((step) => step.id === current)
  return (
    <nav aria-label="Shipment steps">
      <ol className="flex items-center gap-2 sm:gap-3">
        {STEPS.map((step, index) => {
          const done = index < currentIndex
          const active = index === currentIndex
          const content = (
            <>
              <span
                aria-hidden
                className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                  active ? 'bg-ink text-white' : done ? 'bg-emerald-600 text-white' : 'bg-sand text-muted'
                }`}
              >
                {done ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span className={`text-sm ${active ? 'font-semibold' : 'text-muted'}`}>
                <span className="sr-only">
                  Step {index + 1}
                  {done ? ' (done)' : ''}:{' '}
                </span>
                {step.label}
              </span>
            </>
          )
          return (
            <li key={step.id} className="flex items-center gap-2 sm:gap-3">
              {index > 0 ? <span aria-hidden className="h-px w-4 bg-line sm:w-10" /> : null}
              {!active && reachable(step.id) ? (
                <button type="button" onClick={() => onSelect(step.id)} className="flex items-center gap-2 rounded-full pr-2 hover:bg-sand">
                  {content}
                </button>
              ) : (
                <span className="flex items-center gap-2 pr-2" aria-current={active ? 'step' : undefined}>
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
