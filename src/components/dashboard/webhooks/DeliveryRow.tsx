import type { ReactNode } from 'react'

import { ActionButton } from '@/components/dashboard/ActionButton'
import { formatDateTime } from '@/domain/display-date'
import { resendWebhookDeliveryAction } from '@/features/dashboard/webhook-actions'
import type { WebhookDeliveryView } from '@/features/dashboard/webhook-deliveries'
import { DeliveryStatusBadge } from './WebhookBadges'

// Table columns from xl up (where the dashboard's side navigation leaves room for them), a card per delivery below.
// The event's column takes what the others leave: room for an event id on one line.
export const DELIVERY_COLUMNS = 'xl:grid xl:grid-cols-[minmax(0,1fr)_6rem_4.5rem_4.5rem_3rem_10rem_6.5rem] xl:items-start xl:gap-x-3'

function Cell({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="cell" className={`flex items-baseline gap-3 xl:block ${className}`}>
      <span className="w-20 shrink-0 text-xs text-muted xl:sr-only">{label}</span>
      <div className="min-w-0">{children}</div>
    </div>
  )
}

const Time = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>

/** One delivery: its event, how its latest try went, when the next is due, and why it failed, if it did. */
export function DeliveryRow({ delivery, canResend }: { delivery: WebhookDeliveryView; canResend: boolean }) {
  const {
    id,
    eventType,
    eventId,
    status,
    attempts,
    lastStatusCode,
    lastDurationMs,
    lastError,
    lastAttemptAt,
    nextAttemptAt,
    deliveredAt,
    createdAt,
  } = delivery
  const answered = lastStatusCode !== null
  return (
    <div
      role="row"
      className={`flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 xl:rounded-none xl:border-0 xl:bg-transparent xl:px-5 xl:py-3.5 xl:last:rounded-b-2xl ${DELIVERY_COLUMNS}`}
    >
      <div role="cell" className="min-w-0">
        <p className="font-mono text-sm font-medium break-words">{eventType}</p>
        <p className="font-mono text-xs break-all text-muted">{eventId}</p>
        <p className="text-xs text-muted">
          Raised <Time at={createdAt} />
        </p>
      </div>
      <Cell label="Status">
        <DeliveryStatusBadge status={status} />
      </Cell>
      <Cell label="Response" className="text-sm tabular-nums">
        {answered ? <span className={lastStatusCode >= 200 && lastStatusCode < 300 ? '' : 'font-medium text-red-700'}>{lastStatusCode}</span> : '—'}
      </Cell>
      <Cell label="Time" className="text-sm tabular-nums">
        {lastDurationMs !== null && attempts > 0 ? `${lastDurationMs.toLocaleString('en-AU')} ms` : '—'}
      </Cell>
      <Cell label="Tries" className="text-sm tabular-nums">
        {attempts}
      </Cell>
      <Cell label="Last try" className="text-sm">
        {lastAttemptAt ? <Time at={lastAttemptAt} /> : <span className="text-muted">Not tried yet</span>}
        {nextAttemptAt ? (
          <span className="block text-xs text-muted">
            Next try <Time at={nextAttemptAt} />
          </span>
        ) : deliveredAt && status !== 'succeeded' ? (
          <span className="block text-xs text-muted">
            Delivered <Time at={deliveredAt} />
          </span>
        ) : null}
      </Cell>
      <div role="cell" className="xl:justify-self-end">
        {canResend ? (
          <ActionButton id={id} action={resendWebhookDeliveryAction} done="Queued to send again.">
            Resend<span className="sr-only">{` ${eventId}`}</span>
          </ActionButton>
        ) : null}
      </div>
      {lastError ? (
        <p role="cell" className="text-sm break-words text-red-800 xl:col-span-full">
          {lastError}
        </p>
      ) : null}
    </div>
  )
}
