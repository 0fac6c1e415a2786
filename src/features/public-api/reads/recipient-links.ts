import { idParamsSchema, pagingQuerySchema } from '@/domain/public-api/paging'
import { linkListSchema, linkResponseListSchema, linkSchema, type LinkResponseView, type LinkView } from '@/domain/public-api/resources'
import { recipientLinkUrl } from '@/domain/review-links'
import { heldLinkState } from '@/collections/recipient-links/held-link'
import type { RecipientLink, RecipientResponse } from '@/payload-types'
import { serverURL } from '@/platform/http/server-url'
import { populated, relationId } from '@/platform/relation-id'

import { apiRoute } from '../api-route'
import { companyHolds, companyReads } from './company-reads'

const LINK_SELECT = {
  name: true,
  mode: true,
  audience: true,
  message: true,
  shareKey: true,
  project: true,
  items: true,
  cap: true,
  responseCount: true,
  expiresAt: true,
  closedAt: true,
  createdAt: true,
  updatedAt: true,
} as const

const linkView = (doc: Pick<RecipientLink, 'id' | keyof typeof LINK_SELECT>): LinkView => {
  // The stock each item has decides whether a ship link is all claimed.
  const items = (doc.items ?? []).map((line) => ({
    inventoryItem: relationId(line.inventoryItem)!,
    quantity: line.quantity ?? 1,
    available: populated(line.inventoryItem)?.quantityAvailable ?? 0,
  }))
  const audience = doc.audience ?? 'anyone'
  return {
    id: doc.id,
    name: doc.name,
    mode: doc.mode,
    audience,
    state: heldLinkState({ ...doc, items }, new Date()),
    url: audience === 'invited' ? null : recipientLinkUrl(serverURL(), { id: doc.id, shareKey: doc.shareKey ?? '' }),
    message: doc.message ?? null,
    project: relationId(doc.project),
    items: items.map(({ inventoryItem, quantity }) => ({ inventoryItem, quantity })),
    cap: doc.cap ?? null,
    responseCount: doc.responseCount ?? 0,
    expiresAt: doc.expiresAt ?? null,
    closedAt: doc.closedAt ?? null,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  }
}

export const linkReads = companyReads({
  collection: 'recipient-links',
  select: LINK_SELECT,
  populate: { 'inventory-items': { quantityAvailable: true }, projects: { name: true } },
  sort: ['-createdAt', '-id'],
  view: linkView,
})

const RESPONSE_SELECT = { fullName: true, email: true, sizes: true, shipment: true, createdAt: true } as const

/** A response as the dashboard lists it; a size whose item or option has since gone is left out. */
const responseView = (doc: Pick<RecipientResponse, 'id' | keyof typeof RESPONSE_SELECT>): LinkResponseView => ({
  id: doc.id,
  fullName: doc.fullName,
  email: doc.email,
  sizes: (doc.sizes ?? []).flatMap((row) => {
    const item = populated(row.lineItem)
    const option = populated(row.sizingOption)
    return item && option ? [{ lineItem: item.id, title: item.title, group: row.group, size: option.label }] : []
  }),
  shipment: relationId(doc.shipment),
  createdAt: doc.createdAt,
})

const responseReads = companyReads({
  collection: 'recipient-responses',
  select: RESPONSE_SELECT,
  populate: { 'line-items': { title: true }, 'sizing-options': { label: true }, shipments: { status: true } },
  sort: ['-createdAt', '-id'],
  view: responseView,
})

export const LINKS_TAG = 'Recipient links'

export const listLinks = apiRoute({
  method: 'get',
  path: '/recipient-links',
  operationId: 'listRecipientLinks',
  summary: 'List recipient links',
  description: 'The company’s recipient links, newest first.',
  tag: LINKS_TAG,
  scope: 'read',
  query: pagingQuerySchema,
  response: linkListSchema,
  handle: async (call) => (await linkReads.list(call)).answer,
})

export const getLink = apiRoute({
  method: 'get',
  path: '/recipient-links/{id}',
  operationId: 'getRecipientLink',
  summary: 'Get a recipient link',
  tag: LINKS_TAG,
  scope: 'read',
  params: idParamsSchema,
  response: linkSchema,
  handle: (call) => linkReads.one(call),
})

export const listLinkResponses = apiRoute({
  method: 'get',
  path: '/recipient-links/{id}/responses',
  operationId: 'listRecipientLinkResponses',
  summary: 'List a link’s responses',
  description: 'What people sent through the link, newest first: their name and email, the sizes they chose and the shipment booked for them.',
  tag: LINKS_TAG,
  scope: 'read',
  params: idParamsSchema,
  query: pagingQuerySchema,
  response: linkResponseListSchema,
  handle: async (call) =>
    (await companyHolds(call, 'recipient-links', call.params.id))
      ? (await responseReads.list(call, { link: { equals: call.params.id } })).answer
      : null,
})
