import Link from 'next/link'

import { AutoSubmit, NoScriptSubmit } from '@/components/catalogue/AutoSubmit'
import { OrderChoiceOptions } from '@/components/dashboard/OrderChoiceOptions'
import { buttonClasses } from '@/components/ui/button'
import { Select } from '@/components/ui/form-controls'
import { hasInventoryFilters, type InventoryFilterValues } from '@/domain/inventory-filters'
import { orderChoices } from '@/domain/order-choices'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import type { OrderOption } from '@/features/dashboard/orders'

type Option = { id: number; label: string }

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
          <Select compact name="order" defaultValue={selectedOrder} className="mt-1 block w-full">
            <option value="">All orders</option>
            <OrderChoiceOptions choices={orderChoices(orders)} selected={selectedOrder} />
          </Select>
        </label>
        <label className="text-xs font-medium text-muted">
          Gender
          <Select compact name="gender" defaultValue={filters.gender ?? ''} className="mt-1 block w-full">
            <option value="">All genders</option>
            {SIZE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {SIZE_GROUP_LABELS[group]}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-xs font-medium text-muted">
          Size
          <Select compact name="size" defaultValue={filters.sizeId ?? ''} className="mt-1 block w-full">
            <option value="">All sizes</option>
            {sizes.map((size) => (
              <option key={size.id} value={size.id}>
                {size.label}
              </option>
            ))}
          </Select>
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
