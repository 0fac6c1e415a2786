import { cancelShipment } from '@/features/public-api/routes'
import { serveApiRoute } from '@/features/public-api/serve-api-route'

/** POST /api/v1/shipments/{id}/cancel: cancel a shipment not yet started on (scope shipments:write). */
export const POST = serveApiRoute(cancelShipment)
