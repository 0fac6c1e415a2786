import type { CollectionAfterChangeHook } from 'payload'

import { firstCompanyName } from '@/domain/company-roles'

/**
 * Every new customer starts as the owner of a company of their own, written in the same
 * transaction as the account, so no customer is ever without one.
 */
export const createOwnCompany: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const company = await req.payload.create({ collection: 'companies', data: { name: firstCompanyName(doc) }, overrideAccess: true, req })
  await req.payload.create({ collection: 'memberships', data: { company: company.id, customer: doc.id, role: 'owner' }, overrideAccess: true, req })
  return doc
}
