import { NextRequest } from 'next/server'

import type { ReadLane } from './read-lane'
import { requestRefusal } from './request-refusal'

type RestGet = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const API = '/payload-api/'

/** The route's segments as Next.js hands them over (decoded), or null for an address that does not decode. */
const slugOf = (pathname: string): string[] | null => {
  try {
    return pathname.slice(API.length).split('/').map(decodeURIComponent)
  } catch {
    return null
  }
}

/**
 * The REST route's read lane (read-lane.ts): a GET that passes the proxy's guards, answered by the
 * route's own handler. The server sends only anonymous reads at plain addresses (api-address.ts);
 * a read the guards would refuse goes through Next.js, and the proxy refuses it there.
 */
export const restReadLane =
  (get: RestGet): ReadLane =>
  async (request) => {
    if (request.method !== 'GET') return null
    const guarded = new NextRequest(request)
    const slug = slugOf(guarded.nextUrl.pathname)
    if (!slug || slug[0] === 'graphql' || (await requestRefusal(guarded))) return null
    return get(request, { params: Promise.resolve({ slug }) })
  }
