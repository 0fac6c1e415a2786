import type { Access, FieldAccess, FilterOptions, Where } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'
import { roleAllows, type CompanyAction } from '@/domain/company-roles'
import { relationId } from '@/platform/relation-id'

import { actingMembership, companiesAllowing, membershipsOf } from './member-companies'

/**
 * Staff: everything. A customer: the documents whose `field` is a company where their role allows
 * `action`. Anyone else: nothing. Every door (REST, GraphQL, the pages' reads) asks this.
 */
export const memberMay =
  (action: CompanyAction, field = 'company'): Access =>
  async ({ req }) => {
    if (isStaff(req.user)) return true
    if (!isCustomer(req.user)) return false
    const companies = await companiesAllowing(req, req.user!.id, action)
    return companies.length > 0 ? { [field]: { in: companies } } : false
  }

/** Reading what a company holds: any member. */
export const memberOfCompany = (field = 'company'): Access => memberMay('read', field)

/** Removing a membership: staff, the owners and admins of its company, and the member themselves (leaving). */
export const memberMayManageOrLeave: Access = async (args) => {
  const managed = await memberMay('manageMembers')(args)
  if (managed === true || !isCustomer(args.req.user)) return managed
  const own: Where = { customer: { equals: args.req.user!.id } }
  return managed === false ? own : { or: [managed, own] }
}

/** Creating a company's document: staff, or a customer whose role in the company they act for allows `action`. */
export const memberMayCreate =
  (action: CompanyAction): Access =>
  async ({ req }) => {
    if (isStaff(req.user)) return true
    if (!isCustomer(req.user)) return false
    return roleAllows((await actingMembership(req, req.user!.id))?.role, action)
  }

/** A field of a company's document (a share key) for staff and the members whose role allows `action`. */
export const memberMayField =
  (action: CompanyAction): FieldAccess =>
  async ({ req, doc }) => {
    if (isStaff(req.user)) return true
    if (!isCustomer(req.user) || !doc) return false
    const company = relationId(doc.company)
    return (await membershipsOf(req, req.user!.id)).some((member) => member.company === company && roleAllows(member.role, action))
  }

/**
 * For a relationship to a company's documents (a project's recipients): a customer may pick only
 * the documents of the company the document is filed under, or, before it is filed, of a company
 * they belong to (Payload checks this when saving, not just in the admin's list); staff and the
 * server any.
 */
export const companyOptionsOnly: FilterOptions = async ({ data, req }) => {
  if (!isCustomer(req.user)) return true
  const companies = await companiesAllowing(req, req.user!.id, 'read')
  const company = relationId((data as { company?: unknown } | undefined)?.company)
  const allowed = company === null ? companies : companies.filter((id) => id === company)
  return allowed.length > 0 ? { company: { in: allowed } } : false
}
