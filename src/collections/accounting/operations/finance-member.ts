import type { OperationRequest } from '@/collections/customer-endpoint'

import { memberMayNow, ownCustomerRefusal } from '@/collections/companies/own-member-gate'
import { refusal, type Refusal } from '@/platform/result'

/**
 * The company the caller acts in, when their role there lets them see its spend (owners and
 * finance), read now rather than from the session, so a member demoted a moment ago is refused.
 * Staff viewing a customer's dashboard connect nothing: the organisation is the company's.
 */
export async function financeCompany(req: OperationRequest): Promise<{ id: number; name: string } | Refusal> {
  const refused = ownCustomerRefusal(req, {
    signedOut: 'Log in with a customer account to manage accounting.',
    staffViewing: 'Only the company’s own owners and finance members manage its accounting.',
  })
  if (refused) return refused
  const company = (req.user as { acting?: { id: number; name: string } }).acting
  if (!company) return refusal(403, 'Join a company to connect its accounting.')
  return (await memberMayNow(req, company.id, 'readSpend'))
    ? { id: company.id, name: company.name }
    : refusal(403, `Only the owners and finance members of ${company.name} manage its accounting.`)
}
