import { ArrowRight, Palette } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { BackLink } from '@/components/dashboard/BackLink'
import { ArtworkReviewList } from '@/components/dashboard/orders/ArtworkReviewList'
import { PaymentBadge } from '@/components/dashboard/orders/OrderBadges'
import { ProductionTimeline } from '@/components/dashboard/orders/ProductionTimeline'
import { ReorderButton } from '@/components/dashboard/ReorderButton'
import { CopyLinkButton } from '@/components/dashboard/projects/CopyLinkButton'
import { LineItemList } from '@/components/dashboard/projects/LineItemList'
import { StatusSteps } from '@/components/dashboard/projects/StatusProgress'
import { StatusTimeline } from '@/components/dashboard/projects/StatusTimeline'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/Card'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { parseRecordId } from '@/domain/dashboard-filters'
import { formatDate } from '@/domain/display-date'
import { PACKING_TYPES } from '@/domain/enquiry-options'
import { PAYMENT_METHOD_LABELS } from '@/domain/payment-status'
import { artworkApprovalLink, summariseArtwork } from '@/domain/review-links'
import { getViewer, requireViewer } from '@/features/auth/current-customer'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { getOrderDetail } from '@/features/dashboard/orders'
import { serverURL } from '@/platform/http/server-url'

type Props = { params: Promise<{ id: string }> }

/** Once per request for the title and the page alike; a malformed id is simply not found. */
const loadOrder = cache(async (customer: CustomerUser, rawId: string) => {
  const id = parseRecordId(rawId)
  return id === null ? null : getOrderDetail(customer, id)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const viewer = await getViewer()
  const order = viewer ? await loadOrder(viewer.customer, (await params).id) : null
  return { title: order ? order.name : 'Order' }
}

export default async function OrderPage({ params }: Props) {
  const { id: rawId } = await params
  const { customer } = await requireViewer(`/dashboard/orders/${encodeURIComponent(rawId)}`)
  const order = await loadOrder(customer, rawId)
  if (!order) notFound()

  const reviewItems = order.artworkReviewItems.map((item) => ({ status: item.status, artworkProof: item.proof }))
  const approvalLink = artworkApprovalLink(serverURL(), { id: order.id, shareKey: order.shareKey, artworkReviewItems: reviewItems })
  const artwork = summariseArtwork(reviewItems)
  const packing = PACKING_TYPES.find((type) => type.value === order.packingType)?.label

  return (
    <div className="space-y-6">
      <BackLink href="/dashboard/orders">All orders</BackLink>
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{order.name}</h1>
          <StatusBadge status={order.status} />
          <div className="ml-auto">
            <ReorderButton source={{ order: order.id }} label={order.name} size="md" />
          </div>
        </div>
        <p className="mt-1.5 text-sm text-muted">
          Order #{order.id} · Placed <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          {order.project ? (
            <>
              {' '}
              · From project{' '}
              <Link href={`/dashboard/projects/${order.project.id}`} className="font-medium text-ink underline-offset-4 hover:underline">
                {order.project.name}
              </Link>
            </>
          ) : null}
        </p>
      </header>

      {approvalLink ? (
        <section aria-labelledby="approval-heading" className="rounded-2xl border border-accent/30 bg-orange-50/60 p-5 sm:p-6">
          <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
            <div className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-white">
                <Palette className="size-5" aria-hidden />
              </span>
              <div>
                <h2 id="approval-heading" className="text-lg font-semibold">
                  {artwork.awaiting} {artwork.awaiting === 1 ? 'proof is' : 'proofs are'} waiting for your approval
                </h2>
                <p className="mt-1 text-sm text-muted">
                  Check each proof and approve it, or tell us what to change. Production starts once everything is approved.
                </p>
              </div>
            </div>
            <Link href={approvalLink} className={buttonClasses('primary', 'lg', 'shrink-0')}>
              Review artwork
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
          <div className="mt-5 border-t border-line pt-5">
            <CopyLinkButton
              url={approvalLink}
              label="Share the artwork approval link"
              hint="Whoever approves artwork at your company can use this link. They will be asked to log in."
            />
          </div>
        </section>
      ) : null}

      <Card title="Progress">
        <StatusSteps status={order.status} log={order.statusChangeLog} />
      </Card>

      <Card title="Production timeline">
        <ProductionTimeline timeline={order.timeline} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card title="Artwork">
            <ArtworkReviewList items={order.artworkReviewItems} />
          </Card>
          <Card title={`Items (${order.lineItems.length})`}>
            <LineItemList items={order.lineItems} />
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Payment">
            <dl className="space-y-3 text-sm">
              <div className="flex items-center justify-between gap-4">
                <dt className="text-muted">Status</dt>
                <dd>
                  <PaymentBadge status={order.paymentStatus} />
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-muted">Method</dt>
                <dd>{order.paymentMethod ? (PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod) : 'Not chosen'}</dd>
              </div>
              {packing ? (
                <div className="flex justify-between gap-4">
                  <dt className="text-muted">Packing</dt>
                  <dd>
                    {packing}
                    {order.packingType === 'swag_packs' && order.numberOfPacks ? ` · ${order.numberOfPacks} packs` : ''}
                  </dd>
                </div>
              ) : null}
            </dl>
          </Card>
          <Card title="History">
            <StatusTimeline log={order.statusChangeLog} />
          </Card>
        </div>
      </div>
    </div>
  )
}
