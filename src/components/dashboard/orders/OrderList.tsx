'use client'

import { ChevronRight } from 'lucide-react'
import Link from 'next/link'

import { PreviewStack } from '@/components/dashboard/projects/Picture'
import { IconSymbols, SymbolIcon } from '@/components/ui/IconSymbols'
import { StatusBadge } from '@/components/ui/StatusBadge'
import { formatDate } from '@/domain/display-date'
import type { OrderSummary } from '@/features/dashboard/orders'
import { ArtworkSummaryText, PaymentBadge } from './OrderBadges'

// One set of rows for every width: table columns from md up, a card per order below. ARIA table
// roles keep it a table for screen readers whatever the layout (and the page renders it once).
const COLUMNS = 'md:grid md:grid-cols-[minmax(0,2.2fr)_7rem_minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,1.1fr)_1.5rem] md:items-center md:gap-4'

const ROW_ICONS = { 'order-row-open': ChevronRight }

function Cell({ label, children, className = '' }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div role="cell" className={`flex items-center gap-3 md:block ${className}`}>
      <span className="w-16 shrink-0 text-xs text-muted md:sr-only">{label}</span>
      {children}
    </div>
  )
}

/** Orders as a table on wide screens and as cards on phones; each row opens the order. */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <div role="table" aria-label="Your orders, newest first" className="md:rounded-2xl md:border md:border-line md:bg-white">
      <IconSymbols icons={ROW_ICONS} />
      <div role="rowgroup" className="hidden md:block">
        <div role="row" className={`${COLUMNS} rounded-t-2xl border-b border-line bg-paper px-5 py-3 text-xs font-medium text-muted`}>
          <span role="columnheader">Order</span>
          <span role="columnheader">Placed</span>
          <span role="columnheader">Status</span>
          <span role="columnheader">Payment</span>
          <span role="columnheader">Artwork</span>
          <span role="columnheader">
            <span className="sr-only">Open</span>
          </span>
        </div>
      </div>
      <div role="rowgroup" className="space-y-3 md:space-y-0 md:divide-y md:divide-line">
        {orders.map((order) => (
          <div
            key={order.id}
            role="row"
            className={`group relative flex flex-col gap-2.5 rounded-2xl border border-line bg-white p-4 focus-within:ring-2 focus-within:ring-accent hover:bg-paper/70 md:rounded-none md:border-0 md:bg-transparent md:px-5 md:py-3.5 md:last:rounded-b-2xl ${COLUMNS}`}
          >
            <div role="cell" className="flex items-center gap-3">
              <PreviewStack previews={order.previews} total={order.previews.length} />
              <div className="min-w-0">
                <Link
                  href={`/dashboard/orders/${order.id}`}
                  className="font-medium outline-none after:absolute after:inset-0 after:rounded-2xl md:after:rounded-none"
                >
                  {order.name}
                </Link>
                <p className="text-xs text-muted">
                  #{order.id} · {order.lineItemCount} {order.lineItemCount === 1 ? 'item' : 'items'}
                </p>
              </div>
            </div>
            <Cell label="Placed" className="text-sm text-muted">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              {order.createdBy ? <span className="block text-xs">by {order.createdBy}</span> : null}
            </Cell>
            <Cell label="Status">
              <StatusBadge status={order.status} />
            </Cell>
            <Cell label="Payment">
              <PaymentBadge status={order.paymentStatus} method={order.paymentMethod} />
            </Cell>
            <Cell label="Artwork" className="text-sm">
              <ArtworkSummaryText summary={order.artwork} />
            </Cell>
            <div role="cell" className="absolute top-4 right-4 text-muted md:static">
              <SymbolIcon
                id={'order-row-open' satisfies keyof typeof ROW_ICONS}
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
