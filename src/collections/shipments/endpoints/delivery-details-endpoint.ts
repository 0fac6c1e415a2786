import type { Endpoint } from 'payload'
import { z } from 'zod'

import { refusalResponse } from '@/collections/customer-endpoint'
import { supplyDeliveryDetails } from '@/collections/shipments/operations/supply-delivery-details'
import { readJsonBody } from '@/platform/http/request-body'

/** The form's fields by name; values are checked by the operation, which ignores what it did not ask. */
const DETAILS_BODY = z.record(z.string().max(40), z.unknown())

/**
 * POST /payload-api/shipments/delivery-details/:key {address1?, address2?, suburb?, state?, postcode?, cpf?, kyc?}:
 * a recipient gives what their parcel waits for, with no account (the key is the permission); the
 * very operation the public form's server action runs. 200 when taken, 400 with a message per field,
 * 404 for an unknown key, 409 when nothing is asked any more.
 */
export const deliveryDetailsEndpoint: Endpoint = {
  path: '/delivery-details/:key',
  method: 'post',
  handler: async (req) => {
    const result = await supplyDeliveryDetails(req.payload, String(req.routeParams?.key ?? ''), await readJsonBody(req, DETAILS_BODY))
    return result.ok ? Response.json(result) : refusalResponse(result)
  },
}
