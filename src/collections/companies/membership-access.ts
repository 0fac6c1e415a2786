import type { Access, FieldAccess } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'
import { roleAllows, type CompanyAction } from '@/domain/company-roles'
import { relationId } from '@/platform/relation-id'

import { actingMembership, membershipsOf } from './member-companies'

/**
 * Staff: everything. A customer: the documents whose `field` is a company where their role allows
 * `action`. Anyone else: nothing. Every door (REST, GraphQL, the pages' reads) asks this.
 */
export const memberMay =
  (action: CompanyAction, field = 'company'): Access =>
  async ({ req }) => {
    if (isStaff(req.user)) return true
    if (!isCustomer(req.user)) return false
    const companies = (await membershipsOf(req, req.user!.id)).filter((member) => roleAllows(member.role, action)).map((member) => member.company)
    return companies.length > 0 ? { [field]: { in: companies } } : false
  }

/** Reading what a company holds: any member. */
export const memberOfCompany = (field = 'company'): Access => memberMay('read', field)

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
