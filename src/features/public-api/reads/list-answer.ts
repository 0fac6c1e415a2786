import type { PaginatedDocs } from 'payload'

/** A page of documents as the public API answers every list: the page's items and where it sits. */
export const listAnswer = <D, V>(result: PaginatedDocs<D>, view: (doc: D) => V) => ({
  data: result.docs.map(view),
  page: result.page ?? 1,
  limit: result.limit,
  totalDocs: result.totalDocs,
  totalPages: result.totalPages,
  hasNextPage: result.hasNextPage,
})
