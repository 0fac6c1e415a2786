import { Archive, Link2 } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { BackLink } from '@/components/dashboard/BackLink'
import { ArchiveProjectButton } from '@/components/dashboard/projects/ArchiveProjectButton'
import { DeliveryCard } from '@/components/dashboard/projects/DeliveryCard'
import { LineItemList } from '@/components/dashboard/projects/LineItemList'
import { NextActionCard } from '@/components/dashboard/projects/NextActionCard'
import { PriceSummaryCard } from '@/components/dashboard/projects/PriceSummaryCard'
import { StatusSteps } from '@/components/dashboard/projects/StatusProgress'
import { StatusTimeline } from '@/components/dashboard/projects/StatusTimeline'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/Card'
import { Notice } from '@/components/ui/Notice'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { parseRecordId } from '@/domain/dashboard-filters'
import { formatDate } from '@/domain/display-date'
import { nextProjectAction } from '@/domain/project-next-action'
import { projectReviewLink } from '@/domain/review-links'
import { getViewer, requireViewer } from '@/features/auth/current-customer'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { getProjectDetail } from '@/features/dashboard/projects'
import { getOnAccountApproval } from '@/features/payments/on-account-approval'
import { serverURL } from '@/platform/http/server-url'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { DetailHeader } from '@/components/dashboard/DetailHeader'

type Props = { params: Promise<{ id: string }> }

/** Once per request for the title and the page alike; a malformed id is simply not found. */
const loadProject = cache(async (customer: CustomerUser, rawId: string) => {
  const id = parseRecordId(rawId)
  return id === null ? null : getProjectDetail(customer, id)
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const viewer = await getViewer()
  const project = viewer ? await loadProject(viewer.customer, (await params).id) : null
  return { title: project ? project.name : 'Project' }
}

export default async function ProjectPage({ params }: Props) {
  const { id: rawId } = await params
  const { customer } = await requireViewer(`/dashboard/projects/${encodeURIComponent(rawId)}`)
  const [project, settings] = await Promise.all([loadProject(customer, rawId), getSiteSettings()])
  if (!project) notFound()
  // The approval's reason names a member's budget, which not every member may read: only where it stands.
  const onAccount = project.status === 'awaiting_payment' ? await getOnAccountApproval(project.id) : null

  const origin = serverURL()
  const next = nextProjectAction(origin, { ...project, order: project.orderId })
  const shareLink = projectReviewLink(origin, project)
  const archived = project.visibility === 'archived'
  const itemCount = project.lineItems.length

  return (
    <div className="space-y-6">
      <BackLink href="/dashboard/projects">All projects</BackLink>
      <DetailHeader
        title={project.name}
        badge={<StatusBadge status={project.status} />}
        facts={
          <>
            Project #{project.id} · Created <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time> · {itemCount}{' '}
            {itemCount === 1 ? 'item' : 'items'}
          </>
        }
        actions={
          <>
            {project.status !== 'completed' ? (
              <Link href={`/dashboard/links/new?project=${project.id}`} className={buttonClasses('secondary', 'sm')}>
                <Link2 className="size-4" aria-hidden /> Collect sizes
              </Link>
            ) : null}
            <ArchiveProjectButton projectId={project.id} projectName={project.name} archived={archived} />
          </>
        }
      />

      {archived ? (
        <p className="flex items-center gap-2 rounded-xl bg-sand px-4 py-3 text-sm">
          <Archive className="size-4 shrink-0 text-muted" aria-hidden />
          This project is archived. It stays out of your active list until you restore it.
        </p>
      ) : null}

      {onAccount?.status === 'pending' ? (
        <Notice tone="warning" title="Paying on account waits for approval">
          <p>
            {`It waits for ${onAccount.waitingFor ?? 'an approver'}; the invoice is issued as soon as it is approved. `}
            <Link href="/dashboard/approvals" className="font-medium underline underline-offset-2">
              See Approvals
            </Link>
          </p>
        </Notice>
      ) : null}
      {onAccount?.status === 'declined' ? (
        <Notice tone="info" title="Paying on account was declined">
          <p>The project can still be paid by card from its payment link.</p>
        </Notice>
      ) : null}

      <NextActionCard status={project.status} next={next} shareLink={shareLink} />

      <Card title="Progress">
        <StatusSteps status={project.status} log={project.statusChangeLog} />
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card title={`Items (${itemCount})`}>
            <LineItemList items={project.lineItems} />
          </Card>
          <DeliveryCard project={project} />
        </div>
        <div className="space-y-6">
          <PriceSummaryCard
            lineItems={project.lineItems}
            shippingEstimate={project.shippingEstimate}
            cardFeePercent={settings.payments?.stripeCardFee ?? 0}
          />
          <Card title="History">
            <StatusTimeline log={project.statusChangeLog} />
          </Card>
        </div>
      </div>
    </div>
  )
}
