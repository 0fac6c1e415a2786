import { companiesOpenTo, type JoinableCompany } from '@/collections/companies/operations/join-by-domain'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { payloadClient } from '@/payload-client'

import { readForMember } from './customer-data-cache'

export type { JoinableCompany }

/** The companies the customer may join by their email's domain and has not, kept with their dashboard's reads. */
export async function getJoinableCompanies(customer: CustomerUser): Promise<JoinableCompany[]> {
  return readForMember(customer, ['joinable'], async () => companiesOpenTo(await payloadClient(), customer))
}

/** The domain the active company is open to, read as the member (so only a member sees it), or null. */
export async function getJoinDomain(customer: CustomerUser): Promise<string | null> {
  if (!customer.acting) return null
  const payload = await payloadClient()
  const company = await payload.findByID({
    collection: 'companies',
    id: customer.acting.id,
    select: { joinDomain: true },
    depth: 0,
    user: customer,
    overrideAccess: false,
    disableErrors: true,
  })
  return company?.joinDomain ?? null
}
