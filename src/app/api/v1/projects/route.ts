import { createProject, listProjects } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/projects: the company's projects (scope read); POST: reorder an earlier order as a new project (scope projects:write). */
export const GET = serveApiRoute(listProjects)
export const POST = serveApiRoute(createProject)
