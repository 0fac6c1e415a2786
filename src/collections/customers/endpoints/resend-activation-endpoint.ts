import type { Endpoint } from 'payload'

import { isStaff } from '@/access/roles'
import { resendActivation } from '@/collections/customers/operations/resend-activation'
import { parseRecordId } from '@/domain/dashboard-filters'
import { json } from '@/platform/http/json-response'

/** POST /payload-api/customers/:id/resend-activation, staff only: the admin's "Resend activation" (resendActivation). */
export const resendActivationEndpoint: Endpoint = {
  path: '/:id/resend-activation',
  method: 'post',
  handler: async (req) => {
    if (!isStaff(req.user)) return json({ message: 'Only staff can resend activation emails.' }, 403)
    const { status, message } = await resendActivation(req.payload, parseRecordId(req.routeParams?.id as string | undefined), req.user)
    return json({ message }, status)
  },
}
