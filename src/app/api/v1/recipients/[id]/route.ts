import { getRecipient } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/recipients/{id}: one of the company's recipients (scope read). */
export const GET = serveApiRoute(getRecipient)
