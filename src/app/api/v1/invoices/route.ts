import { listInvoices } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/invoices: the company's tax invoices (scope read). */
export const GET = serveApiRoute(listInvoices)
