import { listOrders } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/orders: the company's orders (scope read). */
export const GET = serveApiRoute(listOrders)
