import { getInvoicePdf } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** GET /api/v1/invoices/{id}/pdf: an invoice as PDF (scope read). */
export const GET = serveApiRoute(getInvoicePdf)
