import { CircleCheck } from 'lucide-react'
import { IconBadge } from '@/components/ui/IconBadge'

const NEXT_STEPS = [
  {
    title: 'We check your choices',
    body: 'Our team reviews the sizes, packing and shipping, and confirms the final price with shipping — usually within one business day.',
  },
  { title: 'You get a payment link', body: 'We email a link to pay by card or ask for an invoice. Nothing is charged until then.' },
  { title: 'Artwork proofs, then production', body: 'After payment we send digital proofs to approve, and production starts as soon as you do.' },
]

/** After a reviewer confirms: what happens next, in order. */
export function FinaliseDone() {
  return (
    <section className="rounded-3xl border border-line bg-white p-6 sm:p-10" aria-labelledby="finalised-heading">
      <IconBadge icon={CircleCheck} tone="success" />
      <h2 id="finalised-heading" className="mt-5 text-2xl font-semibold tracking-tight">
        Thanks — your project is finalised
      </h2>
      <p className="mt-2 text-muted">We have everything we need. Here is what happens next.</p>
      <ol className="mt-8 space-y-6">
        {NEXT_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full border border-line text-sm font-semibold">
              {index + 1}
            </span>
            <div>
              <p className="font-medium">{step.title}</p>
              <p className="mt-0.5 text-sm text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
