import Link from 'next/link'

import { formatDate } from '@/domain/display-date'
import { formatCents } from '@/domain/pricing'
import type { StockItemFigures } from '@/features/insights/stock-figures'

const COUNT = new Intl.NumberFormat('en-AU')

const action = 'inline-flex h-8 items-center rounded-full border border-line px-3 text-xs font-medium hover:border-ink'

/**
 * Stock no one has shipped for months, each with what to do about it in one tap: send it to people
 * through a link that asks them for their address, or open its order to reorder less next time.
 */
export function IdleStockList({ items, listed }: { items: StockItemFigures[]; listed: number }) {
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
          </div>
        </li>
      ))}
    </ul>
  )
}
