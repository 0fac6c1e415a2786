import { listInventory } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/inventory: the company's stock (scope read). */
export const GET = serveApiRoute(listInventory)
