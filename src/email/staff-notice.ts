import type { PayloadRequest } from 'payload'

import { queueEmail } from './queue'
import { staffNotificationAddress } from './recipients'
import type { RenderedEmail } from './render'

/** Queues a notice to staff in the transaction of `req`, when the supplier has an address for it. */
export const queueStaffNotice = async (req: PayloadRequest, email: RenderedEmail | Promise<RenderedEmail>): Promise<void> => {
  const to = await staffNotificationAddress(req.payload, req)
  if (to) await queueEmail(req.payload, { to, ...(await email) }, req)
}
