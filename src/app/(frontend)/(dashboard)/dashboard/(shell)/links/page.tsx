import { Plus } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'

import { LinkList } from '@/components/dashboard/links/LinkList'
import { buttonClasses } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/PageHeader'
import { requireViewer } from '@/features/auth/current-customer'
import { getRecipientLinks } from '@/features/dashboard/recipient-links'
import { payloadClient } from '@/payload-client'

export const metadata: Metadata = { title: 'Recipient links' }

/** The customer's recipient links, newest first. */
export default async function RecipientLinksPage() {
  const { customer } = await requireViewer('/dashboard/links')
  const links = await getRecipientLinks(await payloadClient(), customer)
  return (
    <>
      <PageHeader
        title="Recipient links"
        description="One link for your people: they give sizes and addresses, or claim swag from your stock."
        actions={
          <Link href="/dashboard/links/new" className={buttonClasses('primary', 'sm')}>
            <Plus className="size-4" aria-hidden /> New link
          </Link>
        }
      />
      <section aria-label="Your links" className="mt-6">
        <LinkList links={links} />
      </section>
    </>
  )
}
