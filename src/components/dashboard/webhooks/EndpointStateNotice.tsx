import { Notice } from '@/components/ui/Notice'
import { formatDateTime } from '@/domain/display-date'
import { DELIVERY_WINDOW_MS } from '@/domain/webhooks/delivery-schedule'
import type { WebhookEndpointView } from '@/features/dashboard/webhooks'

/** Why an endpoint that is off gets nothing, or how long a failing one has before it is turned off; nothing for one that works. */
export function EndpointStateNotice({
  endpoint,
}: {
  endpoint: Pick<WebhookEndpointView, 'state' | 'failingSince' | 'disabledAt' | 'disabledReason'>
}) {
  const { state, failingSince, disabledAt, disabledReason } = endpoint
  if (state === 'disabled' && disabledAt) {
    return (
      <Notice tone="info" title={`Turned off on ${formatDateTime(disabledAt)}.`}>
        {disabledReason ? <p className="break-words">{disabledReason}</p> : null}
        <p>No events are sent to it while it is off. Turn it on to send it new events again.</p>
      </Notice>
    )
  }
  if (state === 'failing' && failingSince) {
    const turnsOff = new Date(new Date(failingSince).getTime() + DELIVERY_WINDOW_MS)
    return (
      <Notice tone="warning" title={`Failing since ${formatDateTime(failingSince)}.`}>
        <p>
          Its receiver has not accepted an event since then. If none gets through by {formatDateTime(turnsOff)}, the endpoint is turned off and your
          company’s owners and admins are emailed. The delivery log below says what went wrong.
        </p>
      </Notice>
    )
  }
  return null
}
