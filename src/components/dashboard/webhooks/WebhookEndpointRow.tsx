import { ChevronRight } from 'lucide-react'
import Link from 'next/link'

import { formatDate } from '@/domain/display-date'
import { RECENT_DELIVERY_DAYS } from '@/features/dashboard/webhook-deliveries'
import type { WebhookEndpointView } from '@/features/dashboard/webhooks'
import { DELIVERY_STATUS_LABELS, EndpointStateBadge } from './WebhookBadges'
import { EventList } from './EventList'

/** The last week's deliveries in a few words ("12 delivered · 1 failed"), or that there were none. */
const recentText = (recent: WebhookEndpointView['recent']): string => {
  const parts = (Object.keys(DELIVERY_STATUS_LABELS) as (keyof typeof recent)[])
    .filter((status) => recent[status] > 0)
    .map((status) => `${recent[status]} ${DELIVERY_STATUS_LABELS[status].toLowerCase()}`)
  return parts.length > 0 ? `Last ${RECENT_DELIVERY_DAYS} days: ${parts.join(' · ')}` : `No deliveries in the last ${RECENT_DELIVERY_DAYS} days`
}

/** One endpoint: its address (which opens it), what it is for, the events it takes and how its deliveries went. */
export function WebhookEndpointRow({ endpoint }: { endpoint: WebhookEndpointView }) {
  const { id, url, description, events, state, createdAt, createdBy, recent } = endpoint
  return (
    <li className="group relative flex gap-3 p-4 focus-within:ring-2 focus-within:ring-accent hover:bg-paper/70 sm:gap-6 sm:p-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <Link
            href={`/dashboard/webhooks/${id}`}
            className="min-w-0 font-mono text-sm font-medium break-all outline-none after:absolute after:inset-0"
          >
            {url}
          </Link>
          <EndpointStateBadge state={state} />
        </p>
        {description ? <p className="mt-0.5 text-sm break-words">{description}</p> : null}
        <EventList events={events} className="mt-2" />
        <p className="mt-2 text-sm text-muted">
          {createdBy ? `Added by ${createdBy} on ` : 'Added on '}
          <time dateTime={createdAt}>{formatDate(createdAt)}</time>
        </p>
        <p className="text-sm text-muted">{recentText(recent)}</p>
      </div>
      <ChevronRight className="mt-0.5 size-4 shrink-0 self-center text-muted transition-transform group-hover:translate-x-0.5" aria-hidden />
    </li>
  )
}
