import { createRecipient, listRecipients } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/recipients: the company's address book (scope read); POST: add a recipient (scope recipients:write). */
export const GET = serveApiRoute(listRecipients)
export const POST = serveApiRoute(createRecipient)
