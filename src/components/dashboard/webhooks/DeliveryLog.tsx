import Link from 'next/link'

import { Pagination } from '@/components/catalogue/Pagination'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { getWebhookDeliveries } from '@/features/dashboard/webhook-deliveries'
import { DELIVERY_COLUMNS, DeliveryRow } from './DeliveryRow'

export const deliveryLogHref = (endpoint: number, page: number) => `/dashboard/webhooks/${endpoint}${page > 1 ? `?page=${page}` : ''}`

/**
 * One page of the endpoint's deliveries, newest first: a table on wide screens, a card per delivery
 * on narrow ones (ARIA table roles keep it a table for screen readers either way). Streamed into
 * the page once read.
 */
export async function DeliveryLog({
  customer,
  endpoint,
  page,
  canResend,
}: {
  customer: CustomerUser
  endpoint: number
  page: number
  canResend: boolean
}) {
  const log = await getWebhookDeliveries(customer, endpoint, page)
  if (log.deliveries.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-white px-5 py-6 text-sm text-muted">
        {log.totalDocs > 0 ? (
          <>
            There is no page {page}.{' '}
            <Link href={deliveryLogHref(endpoint, log.totalPages)} className="font-medium text-ink underline underline-offset-4">
              Go to the last page
            </Link>
          </>
        ) : (
          'No deliveries yet — send a test event.'
        )}
      </p>
    )
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted">
        {log.totalDocs} {log.totalDocs === 1 ? 'delivery' : 'deliveries'}
        {canResend ? null : ' · turn the endpoint on to resend one'}
      </p>
      <div role="table" aria-label="Deliveries, newest first" className="xl:rounded-2xl xl:border xl:border-line xl:bg-white">
        <div role="rowgroup" className="hidden xl:block">
          <div role="row" className={`${DELIVERY_COLUMNS} rounded-t-2xl border-b border-line bg-paper px-5 py-3 text-xs font-medium text-muted`}>
            <span role="columnheader">Event</span>
            <span role="columnheader">Status</span>
            <span role="columnheader">Response</span>
            <span role="columnheader">Time</span>
            <span role="columnheader">Tries</span>
            <span role="columnheader">Last try</span>
            <span role="columnheader">
              <span className="sr-only">Resend</span>
            </span>
            {/* Each failure's words run under its row, across the columns. */}
            <span role="columnheader" className="sr-only">
              Last error
            </span>
          </div>
        </div>
        <div role="rowgroup" className="space-y-3 xl:space-y-0 xl:divide-y xl:divide-line">
          {log.deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} canResend={canResend} />
          ))}
        </div>
      </div>
      <Pagination page={log.page} totalPages={log.totalPages} hrefFor={(to) => deliveryLogHref(endpoint, to)} label="Delivery log pages" />
    </>
  )
}
