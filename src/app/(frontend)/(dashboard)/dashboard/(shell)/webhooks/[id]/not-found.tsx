import { EmptyState } from '@/components/catalogue/EmptyState'

/** Unknown ids, removed endpoints and other companies' alike: nothing here to show. */
export default function WebhookEndpointNotFound() {
  return (
    <EmptyState title="We couldn’t find that endpoint" action={{ href: '/dashboard/webhooks', label: 'Back to your webhooks' }}>
      It may have been removed, or it belongs to another company. Your company’s endpoints are all listed on the webhooks page.
    </EmptyState>
  )
}
