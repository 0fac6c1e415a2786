// REST requests Payload answers with a 500 before any collection hook can look at them.

/** The collections that keep versions (Products.ts: drafts); every other `/versions` address is a 404. */
export const VERSIONED_COLLECTIONS: readonly string[] = ['products']

const VERSIONS = /^\/payload-api\/([^/]+)\/versions(?:\/|$)/

/** The status and reason to refuse a REST request with, or null when Payload may have it. */
export function restQueryProblem(pathname: string, query: URLSearchParams): { status: number; message: string } | null {
  const versions = pathname.match(VERSIONS)
  if (versions && versions[1] !== 'globals' && !VERSIONED_COLLECTIONS.includes(versions[1]!)) {
    return { status: 404, message: 'Not found.' }
  }
  // `?where=x` is a string where Payload expects `?where[field][operator]=value`.
  if (query.has('where')) return { status: 400, message: 'where: send an object of fields and operators.' }
  return null
}
