import { EmptyState } from '@/components/catalogue/EmptyState'

/** Unknown ids and other companies' shipments alike: nothing here to show. */
export default function ShipmentNotFound() {
  return (
    <EmptyState title="We couldn’t find that shipment" action={{ href: '/dashboard/shipments', label: 'Back to your shipments' }}>
      It may belong to another company, or the link is mistyped. Your company’s shipments are all listed on the shipments page.
    </EmptyState>
  )
}
