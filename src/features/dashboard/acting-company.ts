import type { CustomerUser } from '@/collections/customers/customer-user'
import type { CompaniesSelect } from '@/payload-types'
import { payloadClient } from '@/payload-client'

/** Settings of the company the customer acts in, read as the member (so only a member sees them), or null. */
export async function readActingCompany<Select extends CompaniesSelect<true>>(customer: CustomerUser, select: Select) {
  if (!customer.acting) return null
  const payload = await payloadClient()
  return payload.findByID({
    collection: 'companies',
    id: customer.acting.id,
    select,
    depth: 0,
    user: customer,
    overrideAccess: false,
    disableErrors: true,
  })
}
