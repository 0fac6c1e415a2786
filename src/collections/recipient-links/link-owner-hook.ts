import type { CollectionBeforeChangeHook } from 'payload'

import { companyOfWrite } from '@/collections/companies/assign-company'
import { relationId } from '@/platform/relation-id'
import { clientError } from '@/platform/http/client-error'

type Line = { inventoryItem?: unknown }

/**
 * Whoever writes a link (the dashboard, staff in the admin), what it collects for or ships must
 * be its company's own: a collect link names one of its projects, a ship link its stock.
 */
export const checkLinkOwnership: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const link = { ...originalDoc, ...data }
  const customer = relationId(link.customer)
  if (!customer) throw clientError('Choose the customer this link is for.', 400)
  const company = await companyOfWrite({ data, originalDoc, req })
  if (company === null) throw clientError('This customer belongs to no company to make links for.', 400)
  if (link.mode === 'collect') {
    const project = relationId(link.project)
    const owned = project
      ? await req.payload.count({ collection: 'projects', where: { and: [{ id: { equals: project } }, { company: { equals: company } }] }, req })
      : { totalDocs: 0 }
    if (owned.totalDocs === 0)
      throw clientError('Choose one of the customer’s projects for this link.', 400, {
        errors: [{ field: 'project', message: 'Choose one of your projects.' }],
      })
  }
  if (link.mode === 'ship') {
    const items = [...new Set(((link.items ?? []) as Line[]).map((line) => relationId(line.inventoryItem)))]
    if (items.length === 0 || items.some((id) => !id)) throw clientError('Choose at least one inventory item to ship.', 400)
    const owned = await req.payload.count({
      collection: 'inventory-items',
      where: { and: [{ id: { in: items } }, { company: { equals: company } }] },
      req,
    })
    if (owned.totalDocs !== items.length)
      throw clientError('Choose items from the customer’s own inventory.', 400, {
        errors: [{ field: 'items', message: 'Choose items from your inventory.' }],
      })
  }
  return data
}
