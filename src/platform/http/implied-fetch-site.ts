import { impliedFetchSite } from '@/domain/cross-origin'
import { ownOrigins } from './own-origins'

/**
 * The Sec-Fetch-Site to add to a request from a browser that sends neither it nor an Origin, or
 * null. Payload reads the session cookie of a request without an Origin only when Sec-Fetch-Site
 * says it is ours, so without this such a browser is signed out on every page it loads.
 */
export const missingFetchSite = (request: Request): string | null => {
  const { headers } = request
  if (headers.has('origin') || headers.has('sec-fetch-site')) return null
  return impliedFetchSite(request.method, headers.get('referer'), ownOrigins(headers))
}
