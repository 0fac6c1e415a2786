import { KeyRound } from 'lucide-react'

import { HeaderLink } from '@/components/dashboard/HeaderLink'
import { PageHeader } from '@/components/ui/PageHeader'

/** What a member who may not manage the company's settings sees of its webhooks: who does. */
export function WebhooksForManagersOnly({ company }: { company: string }) {
  return (
    <>
      <PageHeader title="Webhooks" actions={<ApiKeysLink />} />
      <p className="mt-6 text-sm text-muted">Only the owners and admins of {company} manage webhooks.</p>
    </>
  )
}

/** The webhooks' sibling: the keys a company's systems call the API with. */
export function ApiKeysLink() {
  return (
    <HeaderLink href="/dashboard/api-keys" icon={KeyRound}>
      API keys
    </HeaderLink>
  )
}
