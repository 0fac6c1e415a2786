import { idParamsSchema, pagingOf, pagingQuerySchema } from '@/domain/public-api/paging'
import { type ProductView, productListSchema, productSchema } from '@/domain/public-api/resources'
import type { Product } from '@/payload-types'
import { populated } from '@/platform/relation-id'

import { apiRoute } from '../api-route'
import { listAnswer } from './list-answer'

const SELECT = {
  slug: true,
  title: true,
  category: true,
  price: true,
  minimumQuantity: true,
  leadTimeDays: true,
  hasSizing: true,
  priceBreaks: true,
} as const

type ProductRow = Pick<Product, 'id' | keyof typeof SELECT>

const productView = (doc: ProductRow): ProductView => {
  const category = populated(doc.category)
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    category: category ? { id: category.id, title: category.title } : null,
    priceFrom: doc.price ?? null,
    minimumQuantity: doc.minimumQuantity,
    leadTimeDays: doc.leadTimeDays ?? null,
    hasSizing: Boolean(doc.hasSizing),
    priceBreaks: (doc.priceBreaks ?? []).map(({ minQuantity, pricePerUnit }) => ({ minQuantity, pricePerUnit })),
  }
}

// The catalogue as the storefront shows it to anyone: read with the public's access.
const findOptions = {
  collection: 'products',
  depth: 1,
  overrideAccess: false,
  select: SELECT,
  populate: { 'product-categories': { title: true } },
} as const

export const listProducts = apiRoute({
  method: 'get',
  path: '/products',
  operationId: 'listProducts',
  summary: 'List products',
  description: 'The catalogue, A to Z: every product the storefront shows.',
  tag: 'Catalogue',
  scope: 'read',
  query: pagingQuerySchema,
  response: productListSchema,
  handle: async ({ payload, query }) => listAnswer(await payload.find({ ...findOptions, sort: ['title', 'id'], ...pagingOf(query) }), productView),
})

export const getProduct = apiRoute({
  method: 'get',
  path: '/products/{id}',
  operationId: 'getProduct',
  summary: 'Get a product',
  tag: 'Catalogue',
  scope: 'read',
  params: idParamsSchema,
  response: productSchema,
  handle: async ({ payload, params }) => {
    const { docs } = await payload.find({ ...findOptions, where: { id: { equals: params.id } }, limit: 1, pagination: false })
    return docs[0] ? productView(docs[0]) : null
  },
})
