import { keyedCustomerEndpoint } from '@/collections/customer-endpoint'
import { createReorder } from '@/collections/projects/operations/create-reorder'

/**
 * POST /payload-api/projects/reorder {order: id} or {inventoryItem: id}, with an optional
 * Idempotency-Key header: the dashboard's "Reorder" for API clients, through the same code.
 */
export const reorderEndpoint = keyedCustomerEndpoint('/reorder', createReorder, ({ project }) => ({ project }))
