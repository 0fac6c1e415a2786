import { ChevronRight, Link2, PackageOpen, Ruler } from 'lucide-react'
import Link from 'next/link'

import { formatDate } from '@/domain/display-date'
import { RECIPIENT_LINK_MODE_LABELS } from '@/domain/recipient-link'
import type { LinkSummary } from '@/features/dashboard/recipient-links'
import { LinkStateBadge } from './LinkStateBadge'
import { IconBadge } from '@/components/ui/IconBadge'

/** The customer's links, each a row that opens its responses. */
export function LinkList({ links }: { links: LinkSummary[] }) {
  if (links.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
        <IconBadge icon={Link2} tone="muted" centred />
        <h2 className="mt-4 text-lg font-semibold">No recipient links yet</h2>
        <p className="mx-auto mt-1.5 max-w-md text-sm text-muted">
          Send one link to your team: they give their size and address before you order, or claim swag from your stock.
        </p>
      </div>
    )
  }
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
      {links.map((link) => {
        const Icon = link.mode === 'collect' ? Ruler : PackageOpen
        return (
          <li key={link.id}>
            <Link href={`/dashboard/links/${link.id}`} className="flex items-center gap-4 px-4 py-4 transition-colors hover:bg-paper sm:px-5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sand" aria-hidden>
                <Icon className="size-5 text-ink" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{link.name}</span>
                  <LinkStateBadge state={link.state} label={link.stateLabel} />
                </span>
                <span className="mt-0.5 block truncate text-sm text-muted">
                  {link.audience === 'invited' ? 'Invited people · ' : ''}
                  {RECIPIENT_LINK_MODE_LABELS[link.mode]} · {link.target}
                </span>
              </span>
              <span className="hidden text-right text-sm sm:block">
                <span className="block font-medium tabular-nums">
                  {link.responseCount}
                  {link.cap ? ` of ${link.cap}` : ''} {link.responseCount === 1 && !link.cap ? 'response' : 'responses'}
                </span>
                <span className="block text-muted">
                  {link.expiresAt ? `Open until ${formatDate(link.expiresAt)}` : `Created ${formatDate(link.createdAt)}`}
                </span>
              </span>
              <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden />
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
