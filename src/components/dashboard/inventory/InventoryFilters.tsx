import Link from 'next/link'

import { AutoSubmit, NoScriptSubmit } from '@/components/catalogue/AutoSubmit'
import { OrderChoiceOptions } from '@/components/dashboard/OrderChoiceOptions'
import { buttonClasses } from '@/components/ui/button'
import { hasInventoryFilters, type InventoryFilterValues } from '@/domain/inventory-filters'
import { orderChoices } from '@/domain/order-choices'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import type { OrderOption } from '@/features/dashboard/orders'

type Option = { id: number; label: string }

const selectClass =
  'mt-1 block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm outline-none focus:border-ink focus:ring-2 focus:ring-ink/10'

/** Gender, order and size filters in the address bar (GET), applied as soon as one changes. */
export function InventoryFilters({ filters, orders, sizes }: { filters: InventoryFilterValues; orders: OrderOption[]; sizes: Option[] }) {
  const selectedOrder = filters.orderId ? String(filters.orderId) : ''
  return (
    <form
      method="get"
      action="/dashboard/inventory"
      aria-label="Filter inventory"
      className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:gap-3"
    >
      <AutoSubmit>
        <label className="col-span-2 text-xs font-medium text-muted sm:col-span-1">
          Order
          <select name="order" defaultValue={selectedOrder} className={selectClass}>
            <option value="">All orders</option>
            <OrderChoiceOptions choices={orderChoices(orders)} selected={selectedOrder} />
          </select>
        </label>
        <label className="text-xs font-medium text-muted">
          Gender
          <select name="gender" defaultValue={filters.gender ?? ''} className={selectClass}>
            <option value="">All genders</option>
            {SIZE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {SIZE_GROUP_LABELS[group]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-xs font-medium text-muted">
          Size
          <select name="size" defaultValue={filters.sizeId ?? ''} className={selectClass}>
            <option value="">All sizes</option>
            {sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {size.label}
              </option>
            ))}
          </select>
        </label>
      </AutoSubmit>
      <div className="col-span-2 flex gap-2 empty:hidden sm:col-span-1">
        <NoScriptSubmit className={buttonClasses('secondary', 'sm')}>Apply</NoScriptSubmit>
        {hasInventoryFilters(filters) ? (
          <Link href="/dashboard/inventory" className={buttonClasses('ghost', 'sm')}>
            Clear filters
          </Link>
        ) : null}
      </div>
    </form>
  )
}
