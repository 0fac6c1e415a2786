import type { Metadata } from 'next'

import { BackLink } from '@/components/dashboard/BackLink'
import { NewLinkForm } from '@/components/dashboard/links/NewLinkForm'
import { Card } from '@/components/ui/Card'
import { parseRecordId } from '@/domain/dashboard-filters'
import { requireViewer } from '@/features/auth/current-customer'
import { getLinkTargets } from '@/features/dashboard/recipient-link-targets'
import { payloadClient } from '@/payload-client'

export const metadata: Metadata = { title: 'New recipient link' }

type Params = { project?: string | string[]; item?: string | string[]; mode?: string | string[] }

/** A new link; `?project=` starts a collect link for that project, `?mode=ship` (or `?item=`) a ship link. */
export default async function NewRecipientLinkPage({ searchParams }: { searchParams: Promise<Params> }) {
  const params = await searchParams
  const { customer } = await requireViewer('/dashboard/links/new')
  const targets = await getLinkTargets(await payloadClient(), customer)
  const project = parseRecordId(params.project)
  const item = parseRecordId(params.item)
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackLink href="/dashboard/links">All links</BackLink>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">New recipient link</h1>
        <p className="mt-1.5 text-sm text-muted">Share one link with your team. Nobody needs an account to fill it in.</p>
      </div>
      <Card>
        <NewLinkForm
          targets={targets}
          initial={{
            mode: params.mode === 'ship' || (item !== null && project === null) ? 'ship' : 'collect',
            project: targets.projects.some((option) => option.id === project) ? project : null,
            items: targets.items.some((option) => option.id === item) ? [item!] : [],
          }}
        />
      </Card>
    </div>
  )
}
