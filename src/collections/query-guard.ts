import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { isStaff } from '@/access/roles'
import { whereShapeProblem } from '@/domain/where-shape'
import { clientError } from '@/platform/http/client-error'

/** The most documents one REST or GraphQL read hands a visitor or customer. */
export const MAX_PAGE_SIZE = 100

// Every id of ours is a database serial: a positive 32-bit integer.
const isDocumentId = (id: unknown): boolean => /^[1-9]\d{0,9}$/.test(String(id)) && Number(id) <= 2_147_483_647

/**
 * What a client asks to read, checked before Payload builds a query from it: an id that is not a
 * number is a 404 (`/projects/abc`, and `/projects/versions` on a collection without versions,
 * which Payload routes as an id), a `where` of the wrong shape is a 400 naming the problem, and
 * a page holds at most MAX_PAGE_SIZE documents for anyone but staff (`limit=0` and
 * `pagination=false` mean "everything" to Payload). The server's own Local API calls pass.
 */
const refuseMalformedQuery: CollectionBeforeOperationHook = ({ args, req }) => {
  if (req.payloadAPI === 'local') return args
  const query = args as { id?: unknown; where?: unknown; limit?: unknown; pagination?: unknown }
  if (query.id !== undefined && !isDocumentId(query.id)) throw clientError('Not found.', 404)
  if (query.where !== undefined && query.where !== null) {
    const problem = whereShapeProblem(query.where)
    if (problem) throw clientError(`${problem}.`, 400)
  }
  if (isStaff(req.user) || (query.pagination === undefined && query.limit === undefined)) return args
  const limit = query.limit === undefined ? undefined : Number(query.limit)
  const withinPage = limit === undefined || (Number.isInteger(limit) && limit > 0 && limit <= MAX_PAGE_SIZE)
  if (withinPage && query.pagination !== false) return args
  return { ...args, limit: limit && limit > 0 ? Math.min(limit, MAX_PAGE_SIZE) : MAX_PAGE_SIZE, pagination: true }
}

/** The collection with client reads checked first among its beforeOperation hooks. */
export const withQueryGuard = <T extends CollectionConfig>(collection: T): T => ({
  ...collection,
  hooks: { ...collection.hooks, beforeOperation: [refuseMalformedQuery, ...(collection.hooks?.beforeOperation ?? [])] },
})
