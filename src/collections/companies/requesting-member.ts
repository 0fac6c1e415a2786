import type { PayloadRequest } from 'payload'

import { roleAllows } from '@/domain/company-roles'
import { refusal, type Refusal } from '@/platform/result'

import { actingMembership, companiesAllowing } from './member-companies'

/**
 * For the operations that write past collection access (links are written as the server once
 * checked): whether the signed-in customer's role makes requests where the write lands.
 */

export const NOT_A_REQUESTER: Refusal = refusal(403, 'Your role does not let you place requests.')

/** The company the signed-in customer acts in, when their role there makes requests; null otherwise. */
export const requestingCompanyOf = async (req: Pick<PayloadRequest, 'payload' | 'user'>): Promise<number | null> => {
  if (req.user?.collection !== 'customers') return null
  const membership = await actingMembership(req as PayloadRequest, req.user.id)
  return membership && roleAllows(membership.role, 'request') ? membership.company : null
}

/** Whether the signed-in customer's role in `company` makes requests. */
export const mayRequestIn = async (req: Pick<PayloadRequest, 'payload' | 'user'>, company: number | null): Promise<boolean> => {
  if (req.user?.collection !== 'customers' || company === null) return false
  return (await companiesAllowing(req as PayloadRequest, req.user.id, 'request')).includes(company)
}
