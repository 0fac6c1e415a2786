import type { Payload } from 'payload'

import type { KeyHolder } from '@/collections/api-keys/operations/authenticate-api-key'
import type { CustomerUser } from '@/collections/customers/customer-user'

/**
 * The member a key writes as: the customer who made it, acting in the key's company with the role
 * the key's check read, so the company's rules (roles, budgets, approvals) apply to a key's writes
 * as to the dashboard's. Null when the maker's account or the company is gone.
 */
export async function keyMember(payload: Payload, holder: KeyHolder): Promise<CustomerUser | null> {
  const [customer, company] = await Promise.all([
    payload.findByID({ collection: 'customers', id: holder.maker, depth: 0, overrideAccess: true, disableErrors: true }),
    payload.findByID({ collection: 'companies', id: holder.company, depth: 0, overrideAccess: true, disableErrors: true, select: { name: true } }),
  ])
  if (!customer || !company) return null
  return { ...customer, collection: 'customers', acting: { id: holder.company, name: company.name, role: holder.makerRole } }
}
