import { EmptyState } from '@/components/catalogue/EmptyState'
import { Pagination } from '@/components/catalogue/Pagination'
import { IconSymbols } from '@/components/ui/IconSymbols'
import { hasInventoryFilters, inventoryHref, type InventoryFilterValues } from '@/domain/inventory-filters'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { getInventoryPage, INVENTORY_PER_PAGE } from '@/features/dashboard/inventory'
import { InventoryGroupCard } from './InventoryGroupCard'
import { STOCK_ROW_ICONS } from './row-icons'

const count = (n: number) => n.toLocaleString('en-AU')

/** A page of the stock, grouped by order; streamed into the page once read. */
export async function InventoryList({ customer, filters, page }: { customer: CustomerUser; filters: InventoryFilterValues; page: number }) {
  const result = await getInventoryPage(customer, filters, page)
  if (result.groups.length > 0) {
    const first = (result.page - 1) * INVENTORY_PER_PAGE + 1
    const last = first + result.groups.reduce((sum, group) => sum + group.products.reduce((s, p) => s + p.rows.length, 0), 0) - 1
    return (
      <>
        <p className="mb-3 text-sm text-muted" role="status">
          {result.totalPages > 1
            ? `Showing ${count(first)}–${count(last)} of ${count(result.totalDocs)} stock items`
            : `${count(result.totalDocs)} ${result.totalDocs === 1 ? 'stock item' : 'stock items'}`}
        </p>
        <IconSymbols icons={STOCK_ROW_ICONS} />
        <div className="space-y-5">
          {result.groups.map((group) => (
            <InventoryGroupCard key={group.orderId ?? 'other'} group={group} />
          ))}
        </div>
        <Pagination page={result.page} totalPages={result.totalPages} hrefFor={(n) => inventoryHref(filters, n)} label="Inventory pages" />
      </>
    )
  }
  if (result.totalDocs > 0) {
    return (
      <EmptyState title={`There is no page ${page}`} action={{ href: inventoryHref(filters, result.totalPages), label: 'Go to the last page' }} />
    )
  }
  return hasInventoryFilters(filters) ? (
    <EmptyState title="Nothing matches these filters" action={{ href: '/dashboard/inventory', label: 'Show all stock' }}>
      Try another order, gender or size.
    </EmptyState>
  ) : (
    <EmptyState title="No stock in the warehouse yet" action={{ href: '/dashboard/orders', label: 'See your orders' }}>
      When an order’s goods reach our warehouse they appear here, ready to ship to your team, clients or events.
    </EmptyState>
  )
}
