import { getInvoice } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/invoices/{id}: one of the company's invoices (scope read). */
export const GET = serveApiRoute(getInvoice)
