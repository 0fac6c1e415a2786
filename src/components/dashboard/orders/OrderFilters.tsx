import Form from 'next/form'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { AutoSubmit, NoScriptSubmit } from '@/components/catalogue/AutoSubmit'
import { buttonClasses } from '@/components/ui/button'
import { Select } from '@/components/ui/form-controls'
import { OrderPicker } from '@/components/dashboard/OrderPicker'
import { hasOrderFilters, type OrderListQuery } from '@/domain/dashboard-filters'
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUSES } from '@/domain/payment-status'
import { PROJECT_STATUSES, STATUS_LABELS } from '@/domain/project-status'
import type { OrderPickerData } from '@/features/dashboard/orders'

type Choice = { value: string; label: string }

const options = (choices: Choice[]) =>
  choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ))

function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  children,
}: {
  id: string
  name: string
  label: string
  value: string
  allLabel: string
  children: ReactNode
}) {
  return (
    <div className="min-w-0 flex-1 sm:max-w-64">
      <label htmlFor={id} className="mb-1.5 block text-xs font-medium text-muted">
        {label}
      </label>
      <Select compact id={id} name={name} defaultValue={value} className="w-full truncate">
        <option value="">{allLabel}</option>
        {children}
      </Select>
    </div>
  )
}

/**
 * The order list's filters as a GET form: the choices live in the address, so a filtered list can
 * be shared and Back returns to it. Changing a filter starts again at page 1.
 */
export function OrderFilters({ query, picker }: { query: OrderListQuery; picker: OrderPickerData }) {
  const selectedOrder = query.orderId ? String(query.orderId) : ''
  return (
    <Form action="/dashboard/orders" scroll={false} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end" aria-label="Filter orders">
      <AutoSubmit>
        <div className="min-w-0 flex-1 sm:max-w-64">
          <OrderPicker picker={picker} selected={selectedOrder} />
        </div>
        <FilterSelect id="filter-status" name="status" label="Status" value={query.status ?? ''} allLabel="Any status">
          {options(PROJECT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })))}
        </FilterSelect>
        <FilterSelect id="filter-payment" name="payment" label="Payment" value={query.paymentStatus ?? ''} allLabel="Any payment status">
          {options(PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS_LABELS[value] })))}
        </FilterSelect>
      </AutoSubmit>
      <NoScriptSubmit className={buttonClasses('primary', 'sm')}>Apply</NoScriptSubmit>
      {hasOrderFilters(query) ? (
        <Link
          href="/dashboard/orders"
          className="inline-flex h-9 items-center px-2 text-sm font-medium text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          Clear filters
        </Link>
      ) : null}
    </Form>
  )
}
