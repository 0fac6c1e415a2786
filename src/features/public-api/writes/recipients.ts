import { z } from 'zod'

import { idParamsSchema } from '@/domain/public-api/paging'
import { pointerOf } from '@/domain/public-api/problems'
import { recipientSchema } from '@/domain/public-api/resources'
import { recipientChangeSchema, recipientInputSchema } from '@/domain/recipient-input'
import { MAX_RECIPIENTS_PER_IMPORT, recipientListSchema } from '@/domain/recipient-list'
import { addRecipient, importRecipientList } from '@/collections/shipments/operations/add-recipients'
import { changeRecipient } from '@/collections/shipments/operations/change-recipient'

import { ApiAnswer, apiRoute } from '../api-route'
import { companyHolds } from '../reads/company-reads'
import { recipientReads } from '../reads/recipients'

const TAG = 'Recipients'

const CHECKED_AS_THE_FORM =
  'fullName, address1 and suburb are needed, country defaults to AU, and an Australian address needs its state and a postcode of that state.'

export const createRecipient = apiRoute({
  method: 'post',
  path: '/recipients',
  operationId: 'createRecipient',
  summary: 'Add a recipient',
  description: `Adds someone to the company’s address book, checked as the dashboard’s address form checks it: ${CHECKED_AS_THE_FORM}`,
  tag: TAG,
  scope: 'recipients:write',
  body: recipientInputSchema,
  success: 201,
  response: recipientSchema,
  handle: async (call) => {
    const added = await addRecipient({ req: { payload: call.payload, user: await call.member() }, input: call.body })
    return added.ok ? recipientReads.one({ ...call, params: { id: added.recipient.id } }) : added
  },
})

export const updateRecipient = apiRoute({
  method: 'patch',
  path: '/recipients/{id}',
  operationId: 'updateRecipient',
  summary: 'Change a recipient',
  description:
    'Changes the fields sent and keeps the others; null or an empty string clears an optional field. The recipient as changed ' +
    `is checked as POST /recipients checks a new one: ${CHECKED_AS_THE_FORM}`,
  tag: TAG,
  scope: 'recipients:write',
  params: idParamsSchema,
  body: recipientChangeSchema,
  response: recipientSchema,
  handle: async (call) => {
    if (!(await companyHolds(call, 'recipients', call.params.id))) return null
    const changed = await changeRecipient({
      req: { payload: call.payload, user: await call.member() },
      input: { id: call.params.id, change: call.body },
    })
    return changed.ok ? recipientReads.one(call) : changed
  },
})

const recipientsImportedSchema = z
  .object({
    data: z.array(recipientSchema).meta({ description: 'The recipients added, in the order sent.' }),
    problems: z
      .array(z.object({ index: z.number().int(), pointer: z.string(), detail: z.string() }))
      .meta({ description: 'Each problem of a recipient left out: its index in the list, the field, and why.' }),
  })
  .meta({ id: 'RecipientsImported' })

export const importRecipients = apiRoute({
  method: 'post',
  path: '/recipients/import',
  operationId: 'importRecipients',
  summary: 'Import recipients',
  description:
    `Adds up to ${MAX_RECIPIENTS_PER_IMPORT} recipients at once, as the dashboard’s CSV import does: each is checked as POST /recipients ` +
    'checks one, the good ones are added together and each problem of the others is listed; a list with none good adds nothing (400). ' +
    'Send an Idempotency-Key: a retry with the same key gets the first answer and adds nothing.',
  tag: TAG,
  scope: 'recipients:write',
  body: recipientListSchema,
  maxBodyKb: 512,
  idempotent: true,
  success: 201,
  response: recipientsImportedSchema,
  handle: async (call) => {
    const done = await importRecipientList({ req: { payload: call.payload, user: await call.member() }, input: call.body, key: call.idempotencyKey })
    if (!done.ok) return done
    const ids = done.imported.map((entry) => entry.id)
    const { answer } = await recipientReads.list({ ...call, query: { limit: ids.length } }, { id: { in: ids } })
    const byId = new Map(answer.data.map((recipient) => [recipient.id, recipient]))
    const body = {
      data: ids.flatMap((id) => byId.get(id) ?? []),
      problems: done.problems.map(({ index, field, message }) => ({ index, pointer: pointerOf(field), detail: message })),
    }
    return new ApiAnswer(201, body, done.replayed ? { 'idempotent-replayed': 'true' } : {})
  },
})
