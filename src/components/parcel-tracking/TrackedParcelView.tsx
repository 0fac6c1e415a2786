import { AlertTriangle, CircleCheck, Package, Truck, Undo2, type LucideIcon } from 'lucide-react'

import type { TrackedParcel } from '@/features/delivery/parcel-tracking'
import { formatDate } from '@/domain/display-date'
import { estimateText, expectsDelivery, happenedToday, parcelHeadline, parcelMood, type ParcelMood } from './parcel-progress'
import { ParcelSteps } from './ParcelSteps'
import { ParcelTimeline } from './ParcelTimeline'

const MOODS: Record<ParcelMood, { icon: LucideIcon; badge: string }> = {
  preparing: { icon: Package, badge: 'bg-sand text-ink' },
  moving: { icon: Truck, badge: 'bg-accent text-white' },
  delivered: { icon: CircleCheck, badge: 'bg-emerald-600 text-white' },
  attention: { icon: AlertTriangle, badge: 'bg-amber-500 text-white' },
  returned: { icon: Undo2, badge: 'bg-rose-700 text-white' },
}

/**
 * What is happening and what comes next, to follow "Hi {name}," under the headline: it starts
 * in lower case, and never ends on the sender's name (which may end in a full stop of its own).
 */
function nextWords(parcel: TrackedParcel, now: Date): string {
  const yours = `your parcel from ${parcel.sender}`
  const courier = parcel.carrier ?? 'the courier'
  switch (parcel.state) {
    case null:
      return `${yours} is being packed in our warehouse. Tracking starts once ${courier} has it.`
    case 'label_created':
      return `${yours} is packed and labelled, waiting for ${courier} to collect it.`
    case 'in_transit':
      return `${yours} is with ${courier}, on its way to ${parcel.destination || 'you'}.`
    case 'out_for_delivery':
      return `${yours} is with the driver${happenedToday(parcel.stateAt, now) ? ' and should arrive today' : ''}.`
    case 'delivered':
      return `${yours} has arrived. Enjoy!`
    case 'exception':
      return `${yours} is held up. We are sorting it out with ${courier}, and will be in touch if we need anything from you.`
    case 'returned_to_sender':
      return `${yours} came back to our warehouse. ${parcel.sender} will be in touch about sending it again.`
  }
}

/** When it arrived or came back, or when it should arrive. */
function arrivalFact(parcel: TrackedParcel, now: Date): { term: string; value: string } {
  if (parcel.state === 'delivered') return { term: 'Delivered', value: formatDate(parcel.stateAt) }
  if (parcel.state === 'returned_to_sender') return { term: 'Returned', value: formatDate(parcel.stateAt) }
  if (parcel.state === 'exception') return { term: 'Estimated delivery', value: 'Delayed' }
  return {
    term: 'Estimated delivery',
    value: parcel.estimatedDelivery && expectsDelivery(parcel.state) ? estimateText(parcel.estimatedDelivery, now) : 'Not yet known',
  }
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{term}</dt>
      <dd className="mt-1 text-sm font-medium break-words text-ink first-letter:uppercase">{children}</dd>
    </div>
  )
}

type Contact = { email?: string | null; phone?: string | null }

/** For a parcel held up, how the recipient can help: a missing unit number or gate code is often all it takes. */
function HelpWithDelivery({ contact }: { contact: Contact }) {
  if (!contact.email && !contact.phone) return null
  return (
    <p className="border-t border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900 sm:px-8">
      <span className="font-semibold">Can you help?</span> If the address is missing something, such as a unit number or a gate code,{' '}
      {contact.email ? (
        <>
          email{' '}
          <a href={`mailto:${contact.email}`} className="font-medium underline underline-offset-2">
            {contact.email}
          </a>
        </>
      ) : null}
      {contact.email && contact.phone ? ' or ' : null}
      {contact.phone ? (
        <>
          call{' '}
          <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="font-medium whitespace-nowrap underline underline-offset-2">
            {contact.phone}
          </a>
        </>
      ) : null}
      .
    </p>
  )
}

/** The recipient's tracking page: a headline, the four steps, the facts, and every scan. */
export function TrackedParcelView({ parcel, contact }: { parcel: TrackedParcel; contact?: Contact | null }) {
  const now = new Date()
  const mood = MOODS[parcelMood(parcel.state)]
  const arrival = arrivalFact(parcel, now)
  const words = nextWords(parcel, now)
  const visited = parcel.timeline.map((moment) => moment.state)
  return (
    <div className="space-y-6">
      <section aria-labelledby="parcel-headline" className="overflow-hidden rounded-3xl border border-line bg-white">
        <div className="flex gap-4 p-5 sm:gap-5 sm:p-8">
          <span className={`flex size-12 shrink-0 items-center justify-center rounded-full sm:size-14 ${mood.badge}`}>
            <mood.icon className="size-6 sm:size-7" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-widest text-accent uppercase">Parcel from {parcel.sender}</p>
            <h1 id="parcel-headline" className="mt-1.5 text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
              {parcelHeadline(parcel, now)}
            </h1>
            <p className="mt-2 text-[15px] leading-relaxed text-muted">
              {parcel.recipientFirstName ? `Hi ${parcel.recipientFirstName}, ${words}` : words.charAt(0).toUpperCase() + words.slice(1)}
            </p>
          </div>
        </div>
        {parcel.state === 'exception' && contact ? <HelpWithDelivery contact={contact} /> : null}
        <div className="border-t border-line bg-paper px-5 py-6 sm:px-8">
          <ParcelSteps state={parcel.state} visited={visited} />
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-line px-5 py-5 sm:grid-cols-4 sm:px-8">
          <Fact term={arrival.term}>{arrival.value}</Fact>
          <Fact term={parcel.state === 'delivered' ? 'Delivered to' : parcel.state === 'returned_to_sender' ? 'Addressed to' : 'Delivering to'}>
            {parcel.destination || 'Australia'}
          </Fact>
          <Fact term="Carrier">{parcel.carrier ?? 'Not booked yet'}</Fact>
          <Fact term="Tracking number">
            {parcel.trackingNumber ? <span className="font-mono tracking-tight">{parcel.trackingNumber}</span> : 'Not yet'}
          </Fact>
        </dl>
      </section>

      <section aria-labelledby="history-heading" className="rounded-3xl border border-line bg-white p-5 sm:p-8">
        <h2 id="history-heading" className="mb-5 text-base font-semibold">
          Tracking history
        </h2>
        <ParcelTimeline moments={parcel.timeline} empty="Nothing yet: the first scan appears here once the courier has your parcel." />
      </section>
    </div>
  )
}
