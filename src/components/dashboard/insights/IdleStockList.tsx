import Link from 'next/link'

import { AskDonationButton } from './AskDonationButton'
import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { StockItemFigures } from '@/features/insights/stock-figures'

const COUNT = new Intl.NumberFormat('en-AU')

const action = 'inline-flex h-8 items-center rounded-full border border-line px-3 text-xs font-medium hover:border-ink'

/**
 * Stock no one has shipped for months, each with what to do about it in one tap: send it to people
 * through a link that asks them for their address, open its order to reorder less next time, or
 * (for members who make requests) ask us to donate it.
 */
export function IdleStockList({ items, listed, mayRequest }: { items: StockItemFigures[]; listed: number; mayRequest: boolean }) {
  return (
    <ul className="divide-y divide-line">
      {items.slice(0, listed).map((item) => (
        <li key={item.id} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium break-words">{item.title}</p>
            <p className="text-xs text-muted">
              {COUNT.format(item.units)} in stock · {formatCents(item.value)} · last moved {formatDate(item.lastMovedAt)}
              {item.orderName ? ` · ${item.orderName}` : ''}
            </p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2 print:hidden">
            <Link href={`/dashboard/links/new?item=${item.id}`} className={action}>
              Ship via a link<span className="sr-only"> {item.title}</span>
            </Link>
            {item.orderId ? (
              <Link href={`/dashboard/orders/${item.orderId}`} className={action}>
                Reorder<span className="sr-only"> {item.title}</span>
              </Link>
            ) : null}
            {item.donationRequestedAt ? (
              <span className="inline-flex h-8 items-center rounded-full bg-sand px-3 text-xs text-muted">
                Donation asked for {formatDate(item.donationRequestedAt)}
              </span>
            ) : mayRequest ? (
              <AskDonationButton item={item.id} title={item.title} units={item.units} className={action} />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
