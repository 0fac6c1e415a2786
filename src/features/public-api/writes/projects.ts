import { projectSchema } from '@/domain/public-api/resources'
import { reorderSourceSchema } from '@/domain/reorder'
import { createReorder } from '@/collections/projects/operations/create-reorder'
import { refusal } from '@/platform/result'

import { ApiAnswer, apiRoute } from '../api-route'
import { companyHolds } from '../reads/company-reads'
import { projectReads, PROJECTS_TAG } from '../reads/projects'

/**
 * Customers make projects one way only, by repeating an earlier order (the dashboard's Reorder); a
 * project from scratch starts as an enquiry on the storefront, which staff quote.
 */
export const createProject = apiRoute({
  method: 'post',
  path: '/projects',
  operationId: 'createProject',
  summary: 'Reorder: a project repeating an earlier order',
  description:
    'A pending project with the products, decoration and size split of one of the company’s orders (order), or of the order line ' +
    'an inventory item came from (inventoryItem), for Swagly to quote, as the dashboard’s Reorder makes one. ' +
    'Send an Idempotency-Key: a retry with the same key gets the first answer and makes nothing.',
  tag: PROJECTS_TAG,
  scope: 'projects:write',
  body: reorderSourceSchema,
  idempotent: true,
  success: 201,
  response: projectSchema,
  handle: async (call) => {
    const { order, inventoryItem } = reorderSourceSchema.parse(call.body)
    // As a shipment's items are: another company's order or stock is refused like one that does not exist.
    if (order !== undefined && !(await companyHolds(call, 'orders', order)))
      return refusal(400, 'Choose one of the company’s orders.', { order: 'This is not one of the company’s orders.' })
    if (inventoryItem !== undefined && !(await companyHolds(call, 'inventory-items', inventoryItem)))
      return refusal(400, 'Choose an item of the company’s stock.', { inventoryItem: 'This is not an item of the company’s stock.' })
    const made = await createReorder({ req: { payload: call.payload, user: await call.member() }, input: call.body, key: call.idempotencyKey })
    if (!made.ok) return made
    const project = await projectReads.one({ ...call, params: { id: made.project } })
    return new ApiAnswer(201, project, made.replayed ? { 'idempotent-replayed': 'true' } : {})
  },
})
