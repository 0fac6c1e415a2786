import { RECIPIENT_FIELDS } from '@/collections/shipments/address-book'
import { idParamsSchema, pagingQuerySchema } from '@/domain/public-api/paging'
import { recipientListSchema, recipientSchema, type RecipientView } from '@/domain/public-api/resources'
import type { Recipient } from '@/payload-types'

import { apiRoute } from '../api-route'
import { companyReads } from './company-reads'

const SELECT = { ...RECIPIENT_FIELDS, createdAt: true, updatedAt: true } as const

const recipientView = (doc: Recipient): RecipientView => ({
  id: doc.id,
  fullName: doc.fullName,
  companyName: doc.companyName ?? null,
  email: doc.email ?? null,
  phone: doc.phone ?? null,
  address1: doc.address1,
  address2: doc.address2 ?? null,
  suburb: doc.suburb,
  state: doc.state ?? null,
  postcode: doc.postcode ?? null,
  country: doc.country,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
})

export const recipientReads = companyReads({ collection: 'recipients', select: SELECT, sort: ['fullName', 'id'], view: recipientView })

const TAG = 'Recipients'

export const listRecipients = apiRoute({
  method: 'get',
  path: '/recipients',
  operationId: 'listRecipients',
  summary: 'List recipients',
  description: 'The company’s address book, A to Z.',
  tag: TAG,
  scope: 'read',
  query: pagingQuerySchema,
  response: recipientListSchema,
  handle: async (call) => (await recipientReads.list(call)).answer,
})

export const getRecipient = apiRoute({
  method: 'get',
  path: '/recipients/{id}',
  operationId: 'getRecipient',
  summary: 'Get a recipient',
  tag: TAG,
  scope: 'read',
  params: idParamsSchema,
  response: recipientSchema,
  handle: (call) => recipientReads.one(call),
})
