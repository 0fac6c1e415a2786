import { companiesOpenTo, type JoinableCompany } from '@/collections/companies/operations/join-by-domain'
import type { CustomerUser } from '@/collections/customers/customer-user'
import { payloadClient } from '@/payload-client'

import { readActingCompany } from './acting-company'
import { readForMember } from './customer-data-cache'

export type { JoinableCompany }

/** The companies the customer may join by their email's domain and has not, kept with their dashboard's reads. */
export async function getJoinableCompanies(customer: CustomerUser): Promise<JoinableCompany[]> {
  return readForMember(customer, ['joinable'], async () => companiesOpenTo(await payloadClient(), customer))
}

/** The domain the active company is open to, read as the member (so only a member sees it), or null. */
export async function getJoinDomain(customer: CustomerUser): Promise<string | null> {
  return (await readActingCompany(customer, { joinDomain: true }))?.joinDomain ?? null
}
