import type { OperationRequest } from '@/collections/customer-endpoint'

import { isCustomer } from '@/access/roles'
import { roleAllows, type CompanyAction } from '@/domain/company-roles'
import { refusal, type Refusal } from '@/platform/result'
import { roleInCompanyNow } from './member-companies'

/** What a refused caller is told: someone not signed in as a customer, and staff viewing a customer's dashboard. */
export type OwnMemberWords = { signedOut: string; staffViewing: string }

/**
 * Refused unless the caller is a customer signed in themselves: what only a company's own members
 * may do (its accounting, its webhooks, its stock given away), staff viewing their dashboard do
 * from the admin or not at all.
 */
export const ownCustomerRefusal = (req: OperationRequest, words: OwnMemberWords): Refusal | null => {
  if (!isCustomer(req.user)) return refusal(401, words.signedOut)
  if ((req.user as { viewedBy?: unknown }).viewedBy) return refusal(403, words.staffViewing)
  return null
}

/** Whether the caller's role in `company` allows `action`, read now, never from the session: a member demoted a moment ago is refused. */
export const memberMayNow = async (req: OperationRequest, company: number, action: CompanyAction): Promise<boolean> =>
  roleAllows(await roleInCompanyNow({ payload: req.payload }, company, Number(req.user!.id)), action)
