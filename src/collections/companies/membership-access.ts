import type { Access } from 'payload'

import { isCustomer, isStaff } from '@/access/roles'
import { roleAllows, type CompanyAction } from '@/domain/company-roles'

import { membershipsOf } from './member-companies'

/**
 * Staff: everything. A customer: the documents whose `field` is a company where their role allows
 * `action`. Anyone else: nothing.
 */
export const memberMay =
  (action: CompanyAction, field: string): Access =>
  async ({ req }) => {
    if (isStaff(req.user)) return true
    if (!isCustomer(req.user)) return false
    const companies = (await membershipsOf(req, req.user!.id)).filter((member) => roleAllows(member.role, action)).map((member) => member.company)
    return companies.length > 0 ? { [field]: { in: companies } } : false
  }

/** Reading what a company holds: any member. */
export const memberOfCompany = (field: string): Access => memberMay('read', field)
