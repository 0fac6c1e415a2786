import { listLinkResponses } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/recipient-links/{id}/responses: what people sent through one of the company's links (scope read). */
export const GET = serveApiRoute(listLinkResponses)
