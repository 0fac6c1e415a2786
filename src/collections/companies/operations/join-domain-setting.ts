import type { OperationCall } from '@/collections/customer-endpoint'
import { changeFields } from '@/collections/field-change'

import { isCustomer } from '@/access/roles'
import { emailDomain } from '@/domain/email-domain'
import { refusal, type Result } from '@/platform/result'

/**
 * Opens the company the member acts in to colleagues at the member's own email domain, or closes
 * it, as the member: access lets owners and admins change the company, and the collection's hook
 * (join-domain.ts) keeps the choice an owner's, for their own domain, never a public provider's.
 */
export const setJoinDomain = ({ req, input }: OperationCall<{ open: boolean }>): Promise<Result> => {
  const { user } = req
  const company = (user as { acting?: { id: number } } | null)?.acting?.id
  if (!isCustomer(user) || company === undefined) return Promise.resolve(refusal(401, 'Log in to change your company’s settings.'))
  return changeFields(req, {
    collection: 'companies',
    id: company,
    data: { joinDomain: input.open ? emailDomain(String(user!.email ?? '')) : null },
    notChanged: 'Joining by email domain was not changed.',
    notFound: 'Only the company’s owners can change who may join.',
  })
}
