import type { CollectionBeforeChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import { isCompanyRole, roleChangeProblem, type CompanyRole } from '@/domain/company-roles'
import { clientError } from '@/platform/http/client-error'
import { lockSequence } from '@/platform/database/transactions'
import { relationId } from '@/platform/relation-id'

/**
 * Refuses a change that leaves a company without an owner. Changes to one company's owners queue
 * behind each other (a transaction lock), so two owners demoting each other at the same moment
 * cannot both succeed.
 */
const refuseLosingTheLastOwner = async (req: PayloadRequest, company: number, memberId: number, to: CompanyRole | null) => {
  await lockSequence(req, `company-owners:${company}`)
  const { docs } = await req.payload.find({
    collection: 'memberships',
    where: { company: { equals: company } },
    select: { role: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const members = docs.flatMap((doc) => (isCompanyRole(doc.role) ? [{ id: doc.id, role: doc.role }] : []))
  const problem = roleChangeProblem(members, memberId, to)
  if (problem) throw clientError(problem, 409)
}

export const keepAnOwnerOnChange: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'owner') return data
  const company = relationId(originalDoc.company)
  const movesCompany = data.company !== undefined && relationId(data.company) !== company
  const role = data.role ?? originalDoc.role
  if (company !== null && (movesCompany || role !== 'owner')) {
    await refuseLosingTheLastOwner(req, company, originalDoc.id, movesCompany ? null : role)
  }
  return data
}

export const keepAnOwnerOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const membership = await req.payload.findByID({ collection: 'memberships', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  const company = relationId(membership?.company)
  if (membership?.role === 'owner' && company !== null) await refuseLosingTheLastOwner(req, company, Number(id), null)
}
