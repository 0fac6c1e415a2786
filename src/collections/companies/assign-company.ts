import type { CollectionBeforeChangeHook, CollectionSlug, PayloadRequest } from 'payload'

import { isStaff } from '@/access/roles'
import { relationId } from '@/platform/relation-id'

import { clientError } from '@/platform/http/client-error'

import { actingMembership, homeCompanyOf } from './member-companies'

export type Parent = { field: string; collection: CollectionSlug }

/**
 * The request context key through which a server operation files what it creates under a company
 * it has checked (a reorder: the company of the order repeated). Clients cannot set a request's
 * context, so this is never theirs to choose.
 */
export const FILE_UNDER_COMPANY = 'fileUnderCompany'

/**
 * The company a new document without a parent goes to: the one the operation making it chose, else
 * the company its customer acts in (their choice, else the first they joined).
 */
export const companyForNew = async (req: PayloadRequest, customer: number | null): Promise<number | null> => {
  const chosen = relationId(req.context[FILE_UNDER_COMPANY])
  if (chosen !== null) return chosen
  return customer === null ? null : homeCompanyOf(req, customer)
}

/**
 * The company a new setting (a budget, an approval rule) belongs to: staff's choice, else the
 * company its setter acts in; `missing` is the refusal when there is none.
 */
export const companyOfNewSetting = async (req: PayloadRequest, data: Record<string, unknown>, missing: string): Promise<number> => {
  const company = isStaff(req.user) ? relationId(data.company) : ((await actingMembership(req, req.user!.id))?.company ?? null)
  if (company === null) throw clientError(missing, 400, { company: missing })
  return company
}

type Write = { data: Record<string, unknown>; originalDoc?: Record<string, unknown> | null; req: PayloadRequest }

/**
 * The company a document without a parent is filed under by this write, as assignCompany will
 * file it, for the checks that run before it: staff's choice, else the company it already has,
 * else companyForNew.
 */
export const companyOfWrite = async ({ data, originalDoc, req }: Write): Promise<number | null> => {
  if (isStaff(req.user) && data.company) return relationId(data.company)
  return relationId(originalDoc?.company) ?? companyForNew(req, relationId(data.customer ?? originalDoc?.customer))
}

/**
 * Files a new document under a company: the company of its parent (an order's project, a stock
 * item's order), else the company its customer acts in (companyForNew). Staff may set one themselves.
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
    const company = await companyForNew(req, relationId(data.customer ?? originalDoc?.customer))
    return company === null ? data : { ...data, company }
  }
  return assignCompanyOnCreate
}
