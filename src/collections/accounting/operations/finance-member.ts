import type { OperationRequest } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import { roleAllows } from '@/domain/company-roles'
import { refusal, type Refusal } from '@/platform/result'

/**
 * The company the caller acts in, when their role there lets them see its spend (owners and
 * finance), read now rather than from the session, so a member demoted a moment ago is refused.
 * Staff viewing a customer's dashboard connect nothing: the organisation is the company's.
 */
export async function financeCompany(req: OperationRequest): Promise<{ id: number; name: string } | Refusal> {
  const { payload, user } = req
  if (!isCustomer(user)) return refusal(401, 'Log in with a customer account to manage accounting.')
  if ((user as { viewedBy?: unknown }).viewedBy) return refusal(403, 'Only the company’s own owners and finance members manage its accounting.')
  const company = (user as { acting?: { id: number; name: string } }).acting
  if (!company) return refusal(403, 'Join a company to connect its accounting.')
  return roleAllows(await roleInCompanyNow({ payload }, company.id, Number(user!.id)), 'readSpend')
    ? { id: company.id, name: company.name }
    : refusal(403, `Only the owners and finance members of ${company.name} manage its accounting.`)
}
