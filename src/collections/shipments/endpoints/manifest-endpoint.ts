import type { Endpoint } from 'payload'
import { z } from 'zod'

import { isStaff } from '@/access/roles'
import { manifestParcels } from '@/collections/shipments/operations/manifest-parcels'
import { CARRIERS } from '@/domain/delivery/carriers'
import { configuredCarriers } from '@/integrations/carriers/configured-carriers'
import { json } from '@/platform/http/json-response'
import { readJsonBody } from '@/platform/http/request-body'

const MANIFEST = z.strictObject({ carrier: z.enum(CARRIERS) })

/**
 * POST /payload-api/shipping-manifests/today {carrier}, staff only: the carrier's labelled parcels
 * not yet handed over go on a manifest (operations/manifest-parcels.ts). 201 with it, 200 when
 * there was nothing to manifest, 502 when the carrier did not take it.
 */
export const manifestTodayEndpoint: Endpoint = {
  path: '/today',
  method: 'post',
  handler: async (req) => {
    if (!isStaff(req.user)) return json({ message: 'Only staff manifest parcels.' }, 403)
    const { carrier } = await readJsonBody(req, MANIFEST)
    const outcome = await manifestParcels(req.payload, carrier, configuredCarriers())
    return json(outcome, outcome.manifest ? 201 : 200)
  },
}
