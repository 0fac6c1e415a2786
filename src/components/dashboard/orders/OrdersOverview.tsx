import { redirect } from 'next/navigation'

import { EmptyState } from '@/components/catalogue/EmptyState'
import { Pagination } from '@/components/catalogue/Pagination'
import { hasOrderFilters, orderListHref, type OrderListQuery } from '@/domain/dashboard-filters'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { getOrderPage, getOrderPicker } from '@/features/dashboard/orders'
import { OrderFilters } from './OrderFilters'
import { OrderList } from './OrderList'

/** The filters, the page of orders and its pagination: the part of the page that waits on data. */
export async function OrdersOverview({ customer, query }: { customer: CustomerUser; query: OrderListQuery }) {
  const [result, picker] = await Promise.all([getOrderPage(customer, query), getOrderPicker(customer, query.orderId)])
  if (result.docs.length === 0 && result.totalPages > 0 && query.page > result.totalPages) {
    redirect(orderListHref({ ...query, page: result.totalPages }))
  }
  if (picker.total === 0) {
    return (
      <div className="mt-6">
        <EmptyState title="No orders yet" action={{ href: '/dashboard/projects', label: 'See your projects' }}>
          A project becomes an order once it’s paid. You’ll approve its artwork and follow production here.
        </EmptyState>
      </div>
    )
  }
  const first = (result.page - 1) * result.limit + 1
  return (
    <>
      <div className="mt-6 rounded-2xl border border-line bg-white p-4">
        {/* Keyed by the filters so the selects show them again after Back or Clear filters. */}
        <OrderFilters key={orderListHref({ ...query, page: 1 })} query={query} picker={picker} />
      </div>
      <section aria-labelledby="orders-heading" className="mt-6">
        <h2 id="orders-heading" className="sr-only">
          Orders
        </h2>
        {/* Announced on every filter change; the empty state below says it visibly. */}
        <p className={result.totalDocs === 0 ? 'sr-only' : 'mb-3 text-sm text-muted'} role="status">
          {result.totalDocs === 0
            ? 'No orders match these filters.'
            : `Showing ${first}–${first + result.docs.length - 1} of ${result.totalDocs} ${result.totalDocs === 1 ? 'order' : 'orders'}`}
        </p>
        {result.docs.length > 0 ? (
          <OrderList orders={result.docs} />
        ) : (
          <EmptyState title="No matching orders" action={hasOrderFilters(query) ? { href: '/dashboard/orders', label: 'Clear filters' } : undefined}>
            Try another status or payment status, or clear the filters to see all {picker.total} of your orders.
          </EmptyState>
        )}
      </section>
      <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(page) => orderListHref({ ...query, page })} label="Order pages" />
    </>
  )
}
