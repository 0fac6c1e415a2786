import type { Endpoint } from 'payload'

import { isStaff } from '@/access/roles'
import { readOutbox } from '@/email/outbox-adapter'

/** GET /payload-api/outbox: the development outbox, newest first, for staff only. */
export const outboxEndpoint: Endpoint = {
  path: '/outbox',
  method: 'get',
  handler: async (req) => {
    if (!isStaff(req.user)) return Response.json({ message: 'Only staff can read the outbox.' }, { status: 403 })
    if (process.env.SMTP_HOST) return Response.json({ docs: [], message: 'Mail goes out over SMTP; there is no outbox.' })
    const limit = Math.min(Math.max(Number(req.searchParams.get('limit')) || 50, 1), 200)
    return Response.json({ docs: await readOutbox(limit) })
  },
}
