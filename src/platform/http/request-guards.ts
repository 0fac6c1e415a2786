import type { NextRequest } from 'next/server'

import { foreignOrigin } from '@/domain/cross-origin'
import { restDepthProblem } from '@/domain/query-limits'
import { restQueryProblem } from '@/domain/rest-query-shape'
import { ownOrigins } from './own-origins'

const isApi = (request: NextRequest) => request.nextUrl.pathname.startsWith('/payload-api/')

/** Next's own limit on a server action's body (`serverActions.bodySizeLimit`, left at its default). */
const SERVER_ACTION_MAX_BYTES = 1024 * 1024

/** A refusal in the shape its caller reads: Payload's `{ errors }` for the API, plain text elsewhere. */
const refuse = (request: NextRequest, status: number, message: string): Response =>
  isApi(request)
    ? Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })
    : new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/** A 403 for a write sent from another site (a page, a form or a script there), otherwise null. */
export function refuseCrossOrigin(request: NextRequest): Response | null {
  const origin = foreignOrigin(request.method, request.headers.get('origin'), ownOrigins(request.headers))
  if (origin === null) return null
  return refuse(request, 403, `Cross-site request refused: it came from ${origin.slice(0, 100)}, not from this site.`)
}

/** A 400 for an address whose percent-escapes do not decode (`/products/%E0%A4%A`): Next answers it with a 500. */
export function refuseUndecodablePath(request: NextRequest): Response | null {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return null
  } catch {
    return refuse(request, 400, 'This address is not valid.')
  }
}

/** A 404 or 400 for a REST query Payload would fail on before our collections see it (rest-query-shape.ts). */
export function refuseBadQuery(request: NextRequest): Response | null {
  if (!isApi(request)) return null
  const problem = restQueryProblem(request.nextUrl.pathname, request.nextUrl.searchParams)
  return problem ? refuse(request, problem.status, problem.message) : null
}

/** A 400 for a REST call asking for a depth that is not a whole number up to the cap, otherwise null. */
export function refuseBadDepth(request: NextRequest): Response | null {
  if (!isApi(request)) return null
  const problem = restDepthProblem(request.nextUrl.searchParams.getAll('depth'))
  return problem ? refuse(request, 400, problem) : null
}

/**
 * A 413 for a server action or form post to a page larger than Next accepts, otherwise null: Next
 * refuses such a body itself, but with a 500. Route handlers (the APIs, Stripe's webhook) have
 * limits of their own.
 */
export function refuseLargeAction(request: NextRequest): Response | null {
  const path = request.nextUrl.pathname
  if (request.method !== 'POST' || isApi(request) || path.startsWith('/api/')) return null
  if (Number(request.headers.get('content-length') || 0) <= SERVER_ACTION_MAX_BYTES) return null
  return refuse(request, 413, `The request is larger than ${SERVER_ACTION_MAX_BYTES / 1024 / 1024} MB, the most a form can send.`)
}

/** React's runtime sends a server action's arguments as a JSON array, or as a multipart form when they hold files. */
const readableActionBody = async (request: NextRequest): Promise<boolean> => {
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    return request
      .clone()
      .formData()
      .then(
        () => true,
        () => false,
      )
  }
  const text = await request.clone().text()
  try {
    return Array.isArray(JSON.parse(text))
  } catch {
    return false
  }
}

/** A 400 for a server action call whose body React could not have sent: Next fails to decode it with a 500. */
export async function refuseUnreadableAction(request: NextRequest): Promise<Response | null> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return null
  return (await readableActionBody(request)) ? null : refuse(request, 400, 'This request is not a form submission this site understands.')
}
