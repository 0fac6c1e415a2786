import type { CollectionSlug, DataFromCollectionSlug, PaginatedDocs, Payload, PopulateType, SelectType, Where } from 'payload'

import { pagingOf, type PagingQuery } from '@/domain/public-api/paging'
import type { KeyHolder } from '@/collections/api-keys/operations/authenticate-api-key'

import { ofKeyCompany } from './company-scope'
import { listAnswer } from './list-answer'

type Reads<C extends CollectionSlug, V> = {
  collection: C
  select?: SelectType
  populate?: PopulateType
  sort: string[]
  view: (doc: DataFromCollectionSlug<C>) => V
}

type KeyCall = { payload: Payload; holder: KeyHolder }

/**
 * A collection's list and single reads for a key: only the key's company's documents, only the
 * fields its view needs. Access control is passed over because it is written for signed-in
 * members; the company condition takes its place.
 */
export const companyReads = <C extends CollectionSlug, V>({ collection, select, populate, sort, view }: Reads<C, V>) => {
  type Doc = DataFromCollectionSlug<C>
  const find = async (payload: Payload, where: Where, paging: { page?: number; limit: number; pagination?: false }) =>
    (await payload.find({
      collection: collection as CollectionSlug,
      where,
      sort,
      ...paging,
      depth: populate ? 1 : 0,
      overrideAccess: true,
      select,
      populate,
    })) as unknown as PaginatedDocs<Doc>
  return {
    list: async ({ payload, holder, query }: KeyCall & { query: PagingQuery }, ...conditions: Where[]) => {
      const result = await find(payload, ofKeyCompany(holder, ...conditions), pagingOf(query))
      return { result, answer: listAnswer(result, view) }
    },
    one: async ({ payload, holder, params }: KeyCall & { params: { id: number } }, ...conditions: Where[]) => {
      const { docs } = await find(payload, ofKeyCompany(holder, { id: { equals: params.id } }, ...conditions), { limit: 1, pagination: false })
      return docs[0] ? view(docs[0]) : null
    },
  }
}

/**
 * Whether the key's company holds document `id`: a write runs as the key's maker, whose access
 * also reaches any other company they belong to, so its target is checked against the key's first.
 */
export const companyHolds = async ({ payload, holder }: KeyCall, collection: CollectionSlug, id: number): Promise<boolean> =>
  (await payload.count({ collection, where: ofKeyCompany(holder, { id: { equals: id } }), overrideAccess: true })).totalDocs > 0
