import type { CustomerUser } from '@/collections/customers/customer-user'
import type { ParcelEmailChoices } from '@/domain/delivery/parcel-emails'

import { readActingCompany } from './acting-company'

/** Who the active company emails at each parcel moment, or null outside a company. */
export async function getParcelEmails(customer: CustomerUser): Promise<ParcelEmailChoices | null> {
  return (await readActingCompany(customer, { parcelEmails: true }))?.parcelEmails ?? null
}
