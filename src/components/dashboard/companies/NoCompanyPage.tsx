import { Notice } from '@/components/ui/Notice'
import { PageHeader } from '@/components/ui/PageHeader'

/** A company's page for a customer who belongs to no company (they left their last one): what to do instead. */
export function NoCompanyPage({ title, children }: { title: string; children: string }) {
  return (
    <>
      <PageHeader title={title} />
      <div className="mt-6">
        <Notice tone="info" title="You don’t belong to a company yet.">
          {children}
        </Notice>
      </div>
    </>
  )
}
