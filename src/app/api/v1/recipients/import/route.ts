import { importRecipients } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** POST /api/v1/recipients/import: add up to 500 recipients at once (scope recipients:write). */
export const POST = serveApiRoute(importRecipients)
