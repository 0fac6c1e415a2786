import { calendarDateInAustralia } from '@/domain/business-days'
import { linkSchema } from '@/domain/public-api/resources'
import { recipientLinkSchema } from '@/domain/recipient-link'
import { createRecipientLink } from '@/collections/recipient-links/operations/manage-recipient-links'

import { apiRoute } from '../api-route'
import { linkReads, LINKS_TAG } from '../reads/recipient-links'

export const createLink = apiRoute({
  method: 'post',
  path: '/recipient-links',
  operationId: 'createRecipientLink',
  summary: 'Create a recipient link',
  description:
    'A link to hand out, as the dashboard makes one: mode collect gathers addresses and sizes for one of the company’s projects, ' +
    'mode ship sends each recipient the items from the company’s stock. expiresOn (YYYY-MM-DD, today or later in Sydney) is its last day.',
  tag: LINKS_TAG,
  scope: 'links:write',
  // The dashboard's own schema, whose expiresOn must be today or later: built afresh for each request.
  body: (now) => recipientLinkSchema(calendarDateInAustralia(now)),
  success: 201,
  response: linkSchema,
  handle: async (call) => {
    const created = await createRecipientLink({ req: { payload: call.payload, user: await call.member() }, input: call.body })
    return created.ok ? linkReads.one({ ...call, params: { id: created.id } }) : created
  },
})
