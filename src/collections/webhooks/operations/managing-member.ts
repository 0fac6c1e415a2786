import type { OperationRequest } from '@/collections/customer-endpoint'

import { memberMayNow, ownCustomerRefusal } from '@/collections/companies/own-member-gate'
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
  // An endpoint's secret and traffic are the company's: staff viewing a customer's dashboard change none.
  const refused = ownCustomerRefusal(req, {
    signedOut: 'Log in with a customer account to manage webhooks.',
    staffViewing: 'Only the company’s own owners and admins can change its webhooks.',
  })
  if (refused) return refused
  const company = owner === undefined ? (req.user as { acting?: { id: number } }).acting?.id : relationId(owner?.company)
  if (company === undefined || company === null)
    return owner === undefined ? refusal(403, NOT_ALLOWED) : refusal(404, 'We couldn’t find that endpoint.')
  return (await memberMayNow(req, company, 'manageSettings')) ? company : refusal(403, NOT_ALLOWED)
}
