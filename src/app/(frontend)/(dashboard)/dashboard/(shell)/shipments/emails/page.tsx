import type { Metadata } from 'next'

import { BackLink } from '@/components/dashboard/BackLink'
import { NoCompanyPage } from '@/components/dashboard/companies/NoCompanyPage'
import { ParcelEmailsForm } from '@/components/dashboard/shipments/ParcelEmailsForm'
import { ParcelEmailTable } from '@/components/dashboard/shipments/ParcelEmailTable'
import { PageHeader } from '@/components/ui/PageHeader'
import { roleAllows } from '@/domain/company-roles'
import { requireViewer } from '@/features/auth/current-customer'
import { getParcelEmails } from '@/features/dashboard/parcel-emails'

export const metadata: Metadata = { title: 'Parcel emails' }

/** Who hears of each moment of the company's parcels: owners and admins choose, everyone else reads the choice. */
export default async function ParcelEmailsPage() {
  const { customer, company } = await requireViewer('/dashboard/shipments/emails')
  if (!company)
    return (
      <NoCompanyPage title="Parcel emails">
        Parcel emails belong to a company. Ask someone who manages your company’s members to add you.
      </NoCompanyPage>
    )
  const choices = await getParcelEmails(customer)
  const manages = roleAllows(company.role, 'manageSettings')
  return (
    <>
      <BackLink href="/dashboard/shipments">All shipments</BackLink>
      <div className="mt-4">
        <PageHeader
          title="Parcel emails"
          description={`Who gets an email as each of ${company.name}’s parcels moves. The requester is the member who asked for the shipment; a recipient is emailed only when their address book entry has an email.`}
        />
      </div>
      <section aria-label="Parcel emails" className="mt-6 max-w-3xl">
        {manages ? (
          <ParcelEmailsForm choices={choices} />
        ) : (
          <div className="rounded-2xl border border-line bg-white p-5 sm:p-6">
            <ParcelEmailTable choices={choices} editable={false} />
            <p className="mt-4 text-sm text-muted">Only an owner or admin of {company.name} can change these.</p>
          </div>
        )}
        <p className="mt-4 text-sm text-muted">
          Whatever is chosen here, a recipient whose address the carrier could not deliver to gets a link to correct it, and one asked for an ID gets
          a link to give it.
        </p>
      </section>
    </>
  )
}
