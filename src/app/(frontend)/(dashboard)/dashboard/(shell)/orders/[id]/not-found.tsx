import { EmptyState } from '@/components/catalogue/EmptyState'

/** Unknown ids and other customers' orders alike: nothing here to show. */
export default function OrderNotFound() {
  return (
    <EmptyState title="We couldn’t find that order" action={{ href: '/dashboard/orders', label: 'Back to your orders' }}>
      It may have been removed, or the link belongs to another account. Your orders are all listed on the orders page.
    </EmptyState>
  )
}
