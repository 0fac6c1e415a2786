import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { aggregateSizes } from '@/domain/sizes'
import { subtotal } from '@/domain/pricing'
import { relationId } from '@/platform/relation-id'

/** Recomputes a project's derived fields (subtotal, sizes) from its line items. */
export const refreshProjectTotals = async (req: PayloadRequest, projectId: string | number) => {
  const { docs } = await req.payload.find({
    collection: 'line-items',
    where: { project: { equals: projectId } },
    limit: 0,
    pagination: false,
    depth: 0,
    req,
    select: { quantity: true, pricePerUnit: true, hasSizing: true, sizes: true },
  })
  await req.payload.update({
    collection: 'projects',
    id: projectId,
    data: {
      subtotalPrice: subtotal(docs.map((line) => ({ quantity: line.quantity ?? 0, pricePerUnit: line.pricePerUnit ?? 0 }))),
      hasSizedLineItems: docs.some((line) => line.hasSizing),
      sizes: aggregateSizes(docs as Parameters<typeof aggregateSizes>[0]),
    },
    depth: 0,
    req,
    context: { derivedRefresh: true },
  })
}

export const refreshTotalsAfterChange: CollectionAfterChangeHook = async ({ data, doc, previousDoc, req }) => {
  // `doc` holds only the fields the caller selected, so the project comes from the write itself.
  const project = relationId(data.project ?? doc.project ?? previousDoc?.project)
  const before = relationId(previousDoc?.project)
  if (project) await refreshProjectTotals(req, project)
  if (before && before !== project) await refreshProjectTotals(req, before)
  return doc
}

export const refreshTotalsAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const project = relationId(doc.project)
  if (project) await refreshProjectTotals(req, project).catch(() => undefined)
  return doc
}
