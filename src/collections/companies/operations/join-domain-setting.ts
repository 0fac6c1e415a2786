import type { OperationCall } from '@/collections/customer-endpoint'

import { emailDomain } from '@/domain/email-domain'
import type { Result } from '@/platform/result'
import { changeActingCompany } from './acting-company-change'

/**
 * Opens the company the member acts in to colleagues at the member's own email domain, or closes
 * it: the collection's hook (join-domain.ts) keeps the choice an owner's, for their own domain,
 * never a public provider's.
 */
export const setJoinDomain = ({ req, input }: OperationCall<{ open: boolean }>): Promise<Result> =>
  changeActingCompany(
    req,
    { joinDomain: input.open ? emailDomain(String(req.user?.email ?? '')) : null },
    { notChanged: 'Joining by email domain was not changed.', notAllowed: 'Only the company’s owners can change who may join.' },
  )
