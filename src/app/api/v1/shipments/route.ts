import { createShipments, listShipments } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/shipments: the company's shipments (scope read); POST: ship stock to recipients (scope shipments:write). */
export const GET = serveApiRoute(listShipments)
export const POST = serveApiRoute(createShipments)
