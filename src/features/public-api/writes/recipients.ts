import { recipientSchema } from '@/domain/public-api/resources'
import { recipientInputSchema } from '@/domain/recipient-input'
import { addRecipient } from '@/collections/shipments/operations/add-recipients'

import { apiRoute } from '../api-route'
import { recipientReads } from '../reads/recipients'

export const createRecipient = apiRoute({
  method: 'post',
  path: '/recipients',
  operationId: 'createRecipient',
  summary: 'Add a recipient',
  description:
    'Adds someone to the company’s address book, checked as the dashboard’s address form checks it: fullName, address1 and suburb ' +
    'are needed, country defaults to AU, and an Australian address needs its state and a postcode of that state.',
  tag: 'Recipients',
  scope: 'recipients:write',
  body: recipientInputSchema,
  success: 201,
  response: recipientSchema,
  handle: async (call) => {
    const added = await addRecipient({ req: { payload: call.payload, user: await call.member() }, input: call.body })
    return added.ok ? recipientReads.one({ ...call, params: { id: added.recipient.id } }) : added
  },
})
