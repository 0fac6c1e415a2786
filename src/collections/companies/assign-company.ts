import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'

import { isStaff } from '@/access/roles'
import { relationId } from '@/platform/relation-id'

import { homeCompanyOf } from './member-companies'

type Parent = { field: string; collection: CollectionSlug }

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
      const found = await req.payload.find({
        collection: parent.collection,
        where: { id: { equals: parentId } },
        select: { company: true } as never,
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
        req,
      })
      const company = relationId((found.docs[0] as { company?: unknown } | undefined)?.company)
      if (company !== null) return { ...data, company }
    }
    const customer = relationId(data.customer ?? originalDoc?.customer)
    if (customer === null) return data
    return { ...data, company: await homeCompanyOf(req, customer) }
  }
  return assignCompanyOnCreate
}
