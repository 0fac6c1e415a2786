import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import { ActionButton } from '@/components/dashboard/ActionButton'
import { BackLink } from '@/components/dashboard/BackLink'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { DetailHeader } from '@/components/dashboard/DetailHeader'
import { DeliveryLog, deliveryLogHref } from '@/components/dashboard/webhooks/DeliveryLog'
import { EndpointStateNotice } from '@/components/dashboard/webhooks/EndpointStateNotice'
import { EventList } from '@/components/dashboard/webhooks/EventList'
import { RemoveEndpointButton } from '@/components/dashboard/webhooks/RemoveEndpointButton'
import { SendTestEvent } from '@/components/dashboard/webhooks/SendTestEvent'
import { EndpointStateBadge } from '@/components/dashboard/webhooks/WebhookBadges'
import { WebhooksForManagersOnly } from '@/components/dashboard/webhooks/WebhooksForManagersOnly'
import { Card } from '@/components/ui/Card'
import { ListSkeleton, SkeletonText } from '@/components/ui/Skeleton'
import { roleAllows } from '@/domain/company-roles'
import { parsePageNumber, parseRecordId } from '@/domain/dashboard-filters'
import { formatDate } from '@/domain/display-date'
import { requireViewer } from '@/features/auth/current-customer'
import { turnOffWebhookEndpointAction, turnOnWebhookEndpointAction } from '@/features/dashboard/webhook-actions'
import { getWebhookEndpoint } from '@/features/dashboard/webhooks'

export const metadata: Metadata = { title: 'Webhook endpoint' }

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string | string[] }> }

/** One endpoint: where it posts and what, a test to try it, turning it off or on, removing it, and its delivery log. */
export default async function WebhookEndpointPage({ params, searchParams }: Props) {
  const [{ id: rawId }, query] = await Promise.all([params, searchParams])
  const page = parsePageNumber(query.page)
  const id = parseRecordId(rawId)
  const { customer, company } = await requireViewer(id === null ? '/dashboard/webhooks' : deliveryLogHref(id, page))
  if (!company)
    return <NoCompanyPage title="Webhooks">Webhooks belong to a company. Ask someone who manages your company’s members to add you.</NoCompanyPage>
  if (!roleAllows(company.role, 'manageSettings')) return <WebhooksForManagersOnly company={company.name} />
  const endpoint = id === null ? null : await getWebhookEndpoint(customer, id)
  if (!endpoint) notFound()
  const enabled = endpoint.state !== 'disabled'

  return (
    <div className="space-y-6">
      <BackLink href="/dashboard/webhooks">All endpoints</BackLink>
      <DetailHeader
        title={endpoint.description ?? new URL(endpoint.url).host}
        badge={<EndpointStateBadge state={endpoint.state} />}
        facts={
          <>
            <span className="font-mono break-all text-ink">{endpoint.url}</span>
            <span className="block">
              {endpoint.createdBy ? `Added by ${endpoint.createdBy} on ` : 'Added on '}
              <time dateTime={endpoint.createdAt}>{formatDate(endpoint.createdAt)}</time>
            </span>
          </>
        }
        actions={
          <>
            {/* One button that changes its words, so what it did stays said beside it after the page is read again. */}
            <ActionButton
              id={endpoint.id}
              action={enabled ? turnOffWebhookEndpointAction : turnOnWebhookEndpointAction}
              variant={enabled ? 'secondary' : 'primary'}
              done={enabled ? 'Turned off.' : 'Turned on.'}
            >
              {enabled ? 'Turn off' : 'Turn on'}
            </ActionButton>
            <RemoveEndpointButton endpoint={endpoint.id} url={endpoint.url} />
          </>
        }
      />

      <EndpointStateNotice endpoint={endpoint} />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title="Events it takes">
          <EventList events={endpoint.events} />
        </Card>
        <Card title="Send a test event">
          <SendTestEvent endpoint={endpoint.id} enabled={enabled} />
        </Card>
      </div>

      <section aria-labelledby="delivery-log-heading">
        <h2 id="delivery-log-heading" className="mb-3 text-base font-semibold">
          Delivery log
        </h2>
        <Suspense key={page} fallback={<ListSkeleton label="Loading the delivery log…" rows={3} row={<SkeletonText />} />}>
          <DeliveryLog customer={customer} endpoint={endpoint.id} page={page} canResend={enabled} />
        </Suspense>
      </section>
    </div>
  )
}
