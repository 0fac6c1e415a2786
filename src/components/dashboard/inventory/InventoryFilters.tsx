import Link from 'next/link'
import type { ReactNode } from 'react'

import { AutoSubmit, NoScriptSubmit } from '@/components/catalogue/AutoSubmit'
import { OrderPicker } from '@/components/dashboard/OrderPicker'
import { buttonClasses } from '@/components/ui/button'
import { Select } from '@/components/ui/form-controls'
import { hasInventoryFilters, type InventoryFilterValues } from '@/domain/inventory-filters'
import { SIZE_GROUP_LABELS, SIZE_GROUPS } from '@/domain/sizes'
import type { OrderPickerData } from '@/features/dashboard/orders'

type Option = { id: number; label: string }

/** One filter: its label over a select whose first choice, `all`, filters nothing. */
function FilterSelect({
  label,
  name,
  value,
  all,
  className = '',
  children,
}: {
  label: string
  name: string
  value: string | number
  all: string
  className?: string
  children: ReactNode
}) {
  return (
    <label className={`${className} text-xs font-medium text-muted`.trim()}>
      {label}
      <Select compact name={name} defaultValue={value} className="mt-1 block w-full">
        <option value="">{all}</option>
        {children}
      </Select>
    </label>
  )
}

/** Gender, order and size filters in the address bar (GET), applied as soon as one changes. */
export function InventoryFilters({ filters, picker, sizes }: { filters: InventoryFilterValues; picker: OrderPickerData; sizes: Option[] }) {
  const selectedOrder = filters.orderId ? String(filters.orderId) : ''
  return (
    <form
      method="get"
      action="/dashboard/inventory"
      aria-label="Filter inventory"
      className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:gap-3"
    >
      <AutoSubmit>
        <div className="col-span-2 sm:col-span-1">
          <OrderPicker picker={picker} selected={selectedOrder} />
        </div>
        <FilterSelect label="Gender" name="gender" value={filters.gender ?? ''} all="All genders">
          {SIZE_GROUPS.map((group) => (
            <option key={group} value={group}>
              {SIZE_GROUP_LABELS[group]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="Size" name="size" value={filters.sizeId ?? ''} all="All sizes">
          {sizes.map((size) => (
            <option key={size.id} value={size.id}>
              {size.label}
            </option>
          ))}
        </FilterSelect>
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
