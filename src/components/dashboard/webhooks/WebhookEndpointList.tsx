import type { WebhookEndpointView } from '@/features/dashboard/webhooks'
import { WebhookEndpointRow } from './WebhookEndpointRow'

/** The company's endpoints, newest first, on or off; a line saying what to do when there are none. */
export function WebhookEndpointList({ company, endpoints }: { company: string; endpoints: WebhookEndpointView[] }) {
  return (
    <section aria-labelledby="webhook-endpoints-heading">
      <h2 id="webhook-endpoints-heading" className="text-base font-semibold">
        Endpoints of {company}
      </h2>
      {endpoints.length === 0 ? (
        <p className="mt-3 rounded-2xl border border-dashed border-line bg-white px-5 py-6 text-sm text-muted">
          No endpoints yet. Add one for each system that should hear of changes.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
          {endpoints.map((endpoint) => (
            <WebhookEndpointRow key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
    </section>
  )
}
