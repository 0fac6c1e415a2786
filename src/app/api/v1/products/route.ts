import { listProducts } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/products: the catalogue (scope read). */
export const GET = serveApiRoute(listProducts)
