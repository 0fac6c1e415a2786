import { Badge } from '@/components/ui/StatusBadge'
import type { WebhookEndpointState } from '@/domain/webhooks/endpoint-state'
import type { DeliveryStatus } from '@/features/dashboard/webhook-deliveries'

const ENDPOINT_STATES: Record<WebhookEndpointState, { label: string; tone: string }> = {
  enabled: { label: 'On', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  failing: { label: 'Failing', tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
  disabled: { label: 'Off', tone: 'bg-stone-100 text-stone-700 ring-stone-200' },
}

/** Whether an endpoint takes events, and whether its receiver answers them. */
export function EndpointStateBadge({ state }: { state: WebhookEndpointState }) {
  return <Badge tone={ENDPOINT_STATES[state].tone}>{ENDPOINT_STATES[state].label}</Badge>
}

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Delivered',
  retrying: 'Retrying',
  failed: 'Failed',
}

const DELIVERY_TONES: Record<DeliveryStatus, string> = {
  pending: 'bg-sky-50 text-sky-800 ring-sky-200',
  succeeded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  retrying: 'bg-amber-50 text-amber-800 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
}

/** How one delivery went: waiting for its first try, delivered, failed and tried again later, or given up. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  return <Badge tone={DELIVERY_TONES[status]}>{DELIVERY_STATUS_LABELS[status]}</Badge>
}
