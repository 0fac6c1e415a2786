import type { OrderUseFigures } from '@/features/insights/stock-figures'

const COUNT = new Intl.NumberFormat('en-AU')

/**
 * Each order's produced goods as one bar split in two: shipped to people, and still in stock. What
 * was corrected away (lost, damaged, counted again) is the bar's unfilled rest.
 */
export function OrderUseBars({ orders }: { orders: OrderUseFigures[] }) {
  return (
    <div>
      <ul className="space-y-3">
        {orders.map((order) => {
          const produced = Math.max(1, order.produced)
          const shipped = Math.min(100, (Math.max(0, order.shipped) * 100) / produced)
          const stocked = Math.min(100 - shipped, (Math.max(0, order.inStock) * 100) / produced)
          return (
            <li key={order.id}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 break-words">{order.name}</span>
                <span className="shrink-0 font-medium tabular-nums">{order.distributed === null ? '—' : `${order.distributed}% distributed`}</span>
              </div>
              <div className="mt-1 flex h-2.5 overflow-hidden rounded-full bg-sand">
                <div className="h-full bg-ink" style={{ width: `${shipped}%` }} />
                <div className="h-full bg-amber-400" style={{ width: `${stocked}%` }} />
              </div>
              <p className="mt-1 text-xs text-muted">
                {COUNT.format(order.produced)} produced · {COUNT.format(order.shipped)} shipped · {COUNT.format(order.inStock)} in stock
              </p>
            </li>
          )
        })}
      </ul>
      <p className="mt-4 flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-ink" /> Shipped to people
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-amber-400" /> In stock
        </span>
      </p>
    </div>
  )
}
