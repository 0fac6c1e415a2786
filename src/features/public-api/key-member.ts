import type { Payload } from 'payload'

import type { KeyHolder } from '@/collections/api-keys/operations/authenticate-api-key'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import type { CustomerUser } from '@/collections/customers/customer-user'

/**
 * The member a key writes as: the customer who made it, acting in the key's company with their
 * role there now, so the company's rules (roles, budgets, approvals) apply to a key's writes as to
 * the dashboard's. Null when the maker has left the company since the key was checked.
 */
export async function keyMember(payload: Payload, holder: KeyHolder): Promise<CustomerUser | null> {
  const [role, customer, company] = await Promise.all([
    roleInCompanyNow({ payload, transactionID: undefined }, holder.company, holder.maker),
    payload.findByID({ collection: 'customers', id: holder.maker, depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findByID({ collection: 'companies', id: holder.company, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true } }),
  ])
  if (!role || !customer || !company) return null
  return { ...customer, collection: 'customers', acting: { id: holder.company, name: company.name, role } }
}
