import { Download, Mail, MapPin, Truck } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { BackLink } from '@/components/dashboard/BackLink'
import { InvitationList } from '@/components/dashboard/links/InvitationList'
import { ActionButton } from '@/components/dashboard/ActionButton'
import { LinkStateBadge } from '@/components/dashboard/links/LinkStateBadge'
import { SizeCurve } from '@/components/dashboard/links/SizeCurve'
import { CopyLinkButton } from '@/components/dashboard/projects/CopyLinkButton'
import { buttonClasses } from '@/components/ui/button'
import { Card } from '@/components/ui/Card'
import { counted } from '@/domain/counted'
import { parseRecordId } from '@/domain/dashboard-filters'
import { formatDate, formatDateTime } from '@/domain/display-date'
import { RECIPIENT_LINK_MODE_LABELS } from '@/domain/recipient-link'
import { requireViewer } from '@/features/auth/current-customer'
import { applySizeCurveAction, closeRecipientLinkAction } from '@/features/dashboard/recipient-link-actions'
import { getRecipientLink } from '@/features/dashboard/recipient-links'
import { payloadClient } from '@/payload-client'
import { sizeOptions } from '@/features/review/review-project'
import { DetailHeader } from '@/components/dashboard/DetailHeader'

export const metadata: Metadata = { title: 'Recipient link' }

type Props = { params: Promise<{ id: string }> }

/** One link: where to share it, its limits, the size curve (collect) and every response so far. */
export default async function RecipientLinkPage({ params }: Props) {
  const { id: rawId } = await params
  const { customer } = await requireViewer(`/dashboard/links/${encodeURIComponent(rawId)}`)
  const id = parseRecordId(rawId)
  const link = id === null ? null : await getRecipientLink(await payloadClient(), customer, id, await sizeOptions())
  if (!link) notFound()
  const open = link.state === 'open'
  const invited = link.audience === 'invited'
  const answered = link.invitations.filter((invitation) => invitation.answeredAt).length
  const facts = [
    RECIPIENT_LINK_MODE_LABELS[link.mode],
    ...(invited ? [`${answered} of ${link.invitations.length} invited answered`] : []),
    link.cap ? `${link.responseCount} of ${link.cap} responses` : counted(link.responseCount, 'response'),
    link.expiresAt ? `Open until ${formatDate(link.expiresAt)}` : 'No end date',
  ]

  return (
    <div className="space-y-6">
      <BackLink href="/dashboard/links">All links</BackLink>
      <DetailHeader
        title={link.name}
        badge={<LinkStateBadge state={link.state} label={link.stateLabel} />}
        facts={facts.join(' · ')}
        actions={
          <>
            <a href={`/dashboard/links/${link.id}/responses.csv`} className={buttonClasses('secondary', 'sm')} download>
              <Download className="size-4" aria-hidden /> Export CSV
            </a>
            {link.state !== 'closed' ? (
              <ActionButton
                id={link.id}
                action={closeRecipientLinkAction}
                confirm={{
                  title: 'Close this link?',
                  consequence: invited
                    ? 'Nobody invited will be able to answer it any more, and no more reminders are sent. A closed link cannot be opened again.'
                    : 'Nobody will be able to respond to it again. A closed link cannot be opened again.',
                  pendingLabel: 'Closing…',
                  destructive: true,
                }}
                done="Link closed."
              >
                Close link
              </ActionButton>
            ) : null}
          </>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {invited ? (
            <Card title={`Invitations (${link.invitations.length})`}>
              <p className="mb-4 text-sm text-muted">
                Each person was emailed their own link, which takes one answer. Anyone who has not answered gets one reminder {link.reminderAfterDays}{' '}
                days after their last email. Resend works once an hour per person.
              </p>
              <InvitationList linkId={link.id} invitations={link.invitations} canResend={link.state !== 'closed' && link.state !== 'expired'} />
            </Card>
          ) : open ? (
            <Card title="Share this link">
              <CopyLinkButton
                url={link.url}
                label="Link for your recipients"
                hint="Anyone with it can respond until it closes. Share it only with your people."
              />
            </Card>
          ) : null}

          {link.mode === 'collect' ? (
            <Card
              title="Size curve"
              actions={
                link.projectId ? (
                  <Link href={`/dashboard/projects/${link.projectId}`} className="text-sm font-medium text-muted hover:text-ink">
                    Open project
                  </Link>
                ) : null
              }
            >
              {link.curve.length === 0 ? (
                <p className="text-sm text-muted">This project has no sized items, so the link collects addresses only.</p>
              ) : (
                <>
                  <SizeCurve lines={link.curve} />
                  <div className="mt-6 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-start sm:justify-between">
                    <p className="max-w-md text-sm text-muted">
                      Applying splits each item’s ordered quantity across sizes in the same proportions as the answers.
                    </p>
                    <ActionButton id={link.id} action={applySizeCurveAction} variant="primary" done="Size grid updated for">
                      Apply to size grid
                    </ActionButton>
                  </div>
                </>
              )}
            </Card>
          ) : (
            <Card title="Each recipient gets">
              <ul className="divide-y divide-line">
                {link.items.map((item) => (
                  <li key={item.title} className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
                    <span className="font-medium">
                      {item.quantity} × {item.title}
                    </span>
                    <span className={`text-sm tabular-nums ${item.available < item.quantity ? 'text-red-700' : 'text-muted'}`}>
                      {item.available.toLocaleString('en-AU')} left in stock
                    </span>
                  </li>
                ))}
              </ul>
            </Card>
          )}

          <Card title={`Responses (${link.responses.length})`}>
            {link.responses.length === 0 ? (
              <p className="text-sm text-muted">No responses yet. They appear here as they arrive — refresh to see new ones.</p>
            ) : (
              <ul className="divide-y divide-line">
                {link.responses.map((response) => (
                  <li key={response.id} className="py-3.5 first:pt-0 last:pb-0">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <p className="font-medium">{response.fullName}</p>
                      <time className="text-xs text-muted" dateTime={response.submittedAt}>
                        {formatDateTime(response.submittedAt)}
                      </time>
                    </div>
                    <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
                      <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                      {response.address}
                    </p>
                    <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
                      <Mail className="size-3.5 shrink-0" aria-hidden />
                      {response.email}
                    </p>
                    {response.sizes.length > 0 ? (
                      <ul className="mt-2 flex flex-wrap gap-1.5">
                        {response.sizes.map((size) => (
                          <li key={size.title} className="rounded-full bg-sand px-2.5 py-0.5 text-xs">
                            {size.title}: <span className="font-medium">{size.size}</span>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {response.shipment ? (
                      <p className="mt-1.5 flex items-center gap-1.5 text-sm">
                        <Truck className="size-3.5 shrink-0 text-muted" aria-hidden />
                        <Link href="/dashboard/shipments" className="font-medium underline-offset-2 hover:underline">
                          Shipment #{response.shipment}
                        </Link>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="What recipients see">
            <p className="text-sm font-medium">{link.name}</p>
            <p className="mt-2 text-sm whitespace-pre-line text-muted">{link.message || 'No message: the form explains itself.'}</p>
          </Card>
        </div>
      </div>
    </div>
  )
}
