import type { CollectionBeforeChangeHook } from 'payload'

import { relationId } from '@/platform/relation-id'
import { clientError } from '@/platform/http/client-error'

type Line = { inventoryItem?: unknown }

/**
 * Whoever writes a link (the dashboard, staff in the admin), what it collects for or ships must
 * be its customer's own: a collect link names one of their projects, a ship link their stock.
 */
export const checkLinkOwnership: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const link = { ...originalDoc, ...data }
  const customer = relationId(link.customer)
  if (!customer) throw clientError('Choose the customer this link is for.', 400)
  if (link.mode === 'collect') {
    const project = relationId(link.project)
    const owned = project
      ? await req.payload.count({ collection: 'projects', where: { and: [{ id: { equals: project } }, { customer: { equals: customer } }] }, req })
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
      where: { and: [{ id: { in: items } }, { customer: { equals: customer } }] },
      req,
    })
    if (owned.totalDocs !== items.length)
      throw clientError('Choose items from the customer’s own inventory.', 400, {
        errors: [{ field: 'items', message: 'Choose items from your inventory.' }],
      })
  }
  return data
}
