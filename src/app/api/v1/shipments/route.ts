import { listShipments } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/shipments: the company's shipments (scope read). */
export const GET = serveApiRoute(listShipments)
