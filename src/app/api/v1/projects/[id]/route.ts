import { getProject } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/projects/{id}: one of the company's projects (scope read). */
export const GET = serveApiRoute(getProject)
