import { getRecipient, updateRecipient } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/recipients/{id}: one of the company's recipients (scope read); PATCH: change its fields (scope recipients:write). */
export const GET = serveApiRoute(getRecipient)
export const PATCH = serveApiRoute(updateRecipient)
