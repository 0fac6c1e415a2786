import { Webhook } from 'lucide-react'
import type { Metadata } from 'next'

import { ApiKeyList } from '@/components/dashboard/api-keys/ApiKeyList'
import { ApiReferenceLink } from '@/components/dashboard/api-keys/ApiReferenceLink'
import { CreateApiKeyForm } from '@/components/dashboard/api-keys/CreateApiKeyForm'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { HeaderLink } from '@/components/dashboard/HeaderLink'
import { PageHeader } from '@/components/ui/PageHeader'
import { API_KEY_SCOPES, SCOPE_SUMMARIES } from '@/domain/api-key'
import { roleAllows } from '@/domain/company-roles'
import { requireViewer } from '@/features/auth/current-customer'
import { getApiKeys } from '@/features/dashboard/api-keys'

export const metadata: Metadata = { title: 'API keys' }

const SCOPES = API_KEY_SCOPES.map((scope) => ({ scope, summary: SCOPE_SUMMARIES[scope] }))

/** The keys' siblings: webhooks, for the other direction, and the reference the keys call. */
const LINKS = (
  <>
    <HeaderLink href="/dashboard/webhooks" icon={Webhook}>
      Webhooks
    </HeaderLink>
    <ApiReferenceLink />
  </>
)

/** The keys the company's own systems call Swagly's API with: owners and admins make and revoke them; other members are told who does. */
export default async function ApiKeysPage() {
  const { customer, company } = await requireViewer('/dashboard/api-keys')
  if (!company)
    return <NoCompanyPage title="API keys">API keys belong to a company. Ask someone who manages your company’s members to add you.</NoCompanyPage>
  if (!roleAllows(company.role, 'manageSettings')) {
    return (
      <>
        <PageHeader title="API keys" actions={LINKS} />
        <p className="mt-6 text-sm text-muted">Only the owners and admins of {company.name} manage API keys.</p>
      </>
    )
  }
  const keys = await getApiKeys(customer)
  return (
    <>
      <PageHeader
        title="API keys"
        description={
          <>
            Keys let {company.name}’s own systems call Swagly’s API, and each key does only what its scopes allow. A system sends its key as{' '}
            <code className="font-mono text-xs">Authorization: Bearer …</code>.
          </>
        }
        actions={LINKS}
      />
      <div className="mt-6 space-y-10">
        <CreateApiKeyForm scopes={SCOPES} />
        <ApiKeyList company={company.name} keys={keys} />
      </div>
    </>
  )
}
