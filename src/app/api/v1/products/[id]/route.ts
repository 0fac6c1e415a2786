import { getProduct } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/products/{id}: one product (scope read). */
export const GET = serveApiRoute(getProduct)
