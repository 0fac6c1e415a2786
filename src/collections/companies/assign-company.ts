import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'

import { isStaff } from '@/access/roles'
import { relationId } from '@/platform/relation-id'

import { homeCompanyOf } from './member-companies'

export type Parent = { field: string; collection: CollectionSlug }

/**
 * Files a new document under a company: the company of its parent (an order's project, a stock
 * item's order), else the home company of the customer it belongs to. Staff may set one themselves.
 */
export const assignCompany = (parent?: Parent): CollectionBeforeChangeHook => {
  const assignCompanyOnCreate: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
    if (isStaff(req.user) && data.company) return data
    if (operation === 'update' && originalDoc?.company) return data
    const parentId = parent ? relationId(data[parent.field] ?? originalDoc?.[parent.field]) : null
    if (parent && parentId !== null) {
      const found = await req.payload.findByID({
        collection: parent.collection,
        id: parentId,
        select: { company: true } as never,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
      const company = relationId((found as { company?: unknown } | null)?.company)
      if (company !== null) return { ...data, company }
    }
    const customer = relationId(data.customer ?? originalDoc?.customer)
    if (customer === null) return data
    return { ...data, company: await homeCompanyOf(req, customer) }
  }
  return assignCompanyOnCreate
}
