import { createLink, listLinks } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/recipient-links: the company's recipient links (scope read); POST: create one (scope links:write). */
export const GET = serveApiRoute(listLinks)
export const POST = serveApiRoute(createLink)
