import type { OperationRequest } from '@/collections/customer-endpoint'
import { changeFields } from '@/collections/field-change'

import { isCustomer } from '@/access/roles'
import type { Company } from '@/payload-types'
import { refusal, type Result } from '@/platform/result'

/**
 * Changes settings of the company the member acts in, as the member: access lets owners and
 * admins change the company, so anyone else's change is refused with `notAllowed`.
 */
export const changeActingCompany = (
  req: OperationRequest,
  data: Partial<Company>,
  words: { notChanged: string; notAllowed: string },
): Promise<Result> => {
  const { user } = req
  const company = (user as { acting?: { id: number } } | null)?.acting?.id
  if (!isCustomer(user) || company === undefined) return Promise.resolve(refusal(401, 'Log in to change your company’s settings.'))
  return changeFields(req, { collection: 'companies', id: company, data, notChanged: words.notChanged, notFound: words.notAllowed })
}
