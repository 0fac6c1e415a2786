import { getLink } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/recipient-links/{id}: one of the company's recipient links (scope read). */
export const GET = serveApiRoute(getLink)
