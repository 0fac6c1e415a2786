import type { Metadata } from 'next'

import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { CreateWebhookEndpointForm } from '@/components/dashboard/webhooks/CreateWebhookEndpointForm'
import { WebhookEndpointList } from '@/components/dashboard/webhooks/WebhookEndpointList'
import { ApiKeysLink, WebhooksForManagersOnly } from '@/components/dashboard/webhooks/WebhooksForManagersOnly'
import { PageHeader } from '@/components/ui/PageHeader'
import { roleAllows } from '@/domain/company-roles'
import { WEBHOOK_EVENT_SUMMARIES, WEBHOOK_EVENT_TYPES } from '@/domain/webhooks/events'
import { requireViewer } from '@/features/auth/current-customer'
import { getWebhookEndpoints } from '@/features/dashboard/webhooks'

export const metadata: Metadata = { title: 'Webhooks' }

const EVENTS = WEBHOOK_EVENT_TYPES.map((type) => ({ type, summary: WEBHOOK_EVENT_SUMMARIES[type] }))

/** Where the company's own systems hear of changes: owners and admins add, test and remove endpoints; other members are told who does. */
export default async function WebhooksPage() {
  const { customer, company } = await requireViewer('/dashboard/webhooks')
  if (!company)
    return <NoCompanyPage title="Webhooks">Webhooks belong to a company. Ask someone who manages your company’s members to add you.</NoCompanyPage>
  if (!roleAllows(company.role, 'manageSettings')) return <WebhooksForManagersOnly company={company.name} />
  const endpoints = await getWebhookEndpoints(customer)
  return (
    <>
      <PageHeader
        title="Webhooks"
        description={`Swagly posts an event to ${company.name}’s own systems the moment something they care about changes, signed so they know it came from us.`}
        actions={<ApiKeysLink />}
      />
      <div className="mt-6 space-y-10">
        <CreateWebhookEndpointForm events={EVENTS} />
        <WebhookEndpointList company={company.name} endpoints={endpoints} />
      </div>
    </>
  )
}
