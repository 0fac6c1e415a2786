'use client'

import { PackageCheck } from 'lucide-react'

import { ReorderButton } from '@/components/dashboard/ReorderButton'
import { Badge } from '@/components/ui/StatusBadge'
import type { InventoryGroup, LowStockView } from '@/features/dashboard/inventory'
import { AddToShipment } from './AddToShipment'
import { ItemThumb } from './ItemThumb'
import { LowStockThreshold } from './LowStockThreshold'

const coverText = ({ daysOfCover }: LowStockView) =>
  daysOfCover === null ? 'No shipments in 90 days' : `About ${daysOfCover.toLocaleString('en-AU')} ${daysOfCover === 1 ? 'day' : 'days'} of cover`

const units = (n: number) => `${n.toLocaleString('en-AU')} ${n === 1 ? 'unit' : 'units'}`

/** One order's stock: each product with a row per size (or one row), its count and "Add to shipment". */
export function InventoryGroupCard({ group }: { group: InventoryGroup }) {
  const total = group.products.reduce((sum, product) => sum + product.rows.reduce((s, row) => s + row.available, 0), 0)
  const headingId = `order-${group.orderId ?? 'other'}`
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-line bg-white">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-sand/40 px-5 py-3.5">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <PackageCheck className="size-4 text-muted" aria-hidden />
          {group.orderName}
        </h2>
        <p className="text-xs text-muted">
          {group.products.length} {group.products.length === 1 ? 'product' : 'products'} · {units(total)} in the warehouse
        </p>
      </header>
      <ul className="divide-y divide-line">
        {group.products.map((product) => (
          <li key={product.key} className="flex flex-col gap-4 px-5 py-5 sm:flex-row">
            <div className="flex items-start gap-4 sm:w-64 sm:shrink-0">
              <ItemThumb src={product.imageUrl} alt={product.imageAlt} size="md" />
              <div className="min-w-0">
                <h3 className="font-medium leading-snug">{product.title}</h3>
                <p className="mt-1 text-xs text-muted">
                  {product.rows.length > 1 ? `${product.rows.length} sizes · ` : ''}
                  {units(product.rows.reduce((sum, row) => sum + row.available, 0))}
                </p>
                {group.orderId !== null ? (
                  <div className="mt-3">
                    <ReorderButton source={{ inventoryItem: product.rows[0]!.inventoryItem }} label={product.title} />
                  </div>
                ) : null}
              </div>
            </div>
            <ul className="flex-1 space-y-2" aria-label={`${product.title} stock`}>
              {product.rows.map((row) => {
                const variant = [row.genderLabel, row.sizeLabel].filter(Boolean).join(' ') || 'One size'
                return (
                  <li
                    key={row.inventoryItem}
                    data-testid={`inventory-item-${row.inventoryItem}`}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-paper px-3.5 py-2.5"
                  >
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                        {variant}
                        {row.lowStock.below ? (
                          <span data-testid="low-stock-badge">
                            <Badge tone="bg-amber-50 text-amber-800 ring-amber-200">Low stock</Badge>
                          </span>
                        ) : null}
                      </p>
                      <p className="text-xs text-muted">
                        <span className="tabular-nums" data-testid="available">
                          {row.available.toLocaleString('en-AU')}
                        </span>{' '}
                        available · <span data-testid="days-of-cover">{coverText(row.lowStock)}</span>
                      </p>
                    </div>
                    <AddToShipment
                      item={{
                        inventoryItem: row.inventoryItem,
                        available: row.available,
                        title: row.title,
                        detail: row.detail,
                        imageUrl: row.imageUrl,
                      }}
                      label={`${product.title}, ${variant}`}
                    />
                    <LowStockThreshold inventoryItem={row.inventoryItem} lowStock={row.lowStock} label={`${product.title}, ${variant}`} />
                  </li>
                )
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
