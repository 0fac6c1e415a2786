import type { OperationRequest } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import { roleInCompanyNow } from '@/collections/companies/member-companies'
import { roleAllows } from '@/domain/company-roles'
import { relationId } from '@/platform/relation-id'
import { refusal, type Refusal } from '@/platform/result'

export const NOT_ALLOWED = 'Only the company’s owners and admins manage webhooks.'

/**
 * The company a webhook change is for, when the caller may manage its settings: the company they
 * act in for a new endpoint, or the company of the document they name (`owner`, read as them, so
 * another company's document is not found). Their role is read now, not from the session, so a
 * member demoted a moment ago is refused.
 */
export async function managedCompany(req: OperationRequest, owner?: { company?: unknown } | null): Promise<number | Refusal> {
  const { payload, user } = req
  if (!isCustomer(user)) return refusal(401, 'Log in with a customer account to manage webhooks.')
  // An endpoint's secret and traffic are the company's: staff viewing a customer's dashboard change none.
  if ((user as { viewedBy?: unknown }).viewedBy) return refusal(403, 'Only the company’s own owners and admins can change its webhooks.')
  const company = owner === undefined ? (user as { acting?: { id: number } }).acting?.id : relationId(owner?.company)
  if (company === undefined || company === null)
    return owner === undefined ? refusal(403, NOT_ALLOWED) : refusal(404, 'We couldn’t find that endpoint.')
  return roleAllows(await roleInCompanyNow({ payload }, company, Number(user!.id)), 'manageSettings') ? company : refusal(403, NOT_ALLOWED)
}
