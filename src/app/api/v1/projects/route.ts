import { listProjects } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/projects: the company's projects (scope read). */
export const GET = serveApiRoute(listProjects)
