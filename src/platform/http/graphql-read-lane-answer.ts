/**
 * The production server's side of the GraphQL read lane (graphql-read-lane.ts): a request as the
 * route's code reads it, and its answer sent as Next.js would send it, with the headers the proxy
 * (the Content-Security-Policy) and next.config.ts (the security headers) give every response, and
 * the same compression (Next.js's own copy of the `compression` middleware, so the bytes match).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import compression from 'next/dist/compiled/compression/index.js'

import { graphQLReadLane } from './graphql-read-lane'
import { policyWithNewNonce } from './nonce-policy'
import { securityHeaders } from './security-headers'

const compress = compression()

/** What Next.js's answers vary by besides the encoding: its own navigation headers, which every route answer names. */
const NEXT_JS_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'

const requestOf = (request: IncomingMessage): Request => {
  const headers = new Headers()
  for (let index = 0; index < request.rawHeaders.length; index += 2) headers.append(request.rawHeaders[index]!, request.rawHeaders[index + 1]!)
  return new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, { method: request.method, headers })
}

/**
 * Answers `request` (its `body` already read) through the lane: false, having sent nothing, when
 * the lane is not open yet or does not take this request.
 */
export const answerThroughGraphQLReadLane = async (request: IncomingMessage, body: string, response: ServerResponse): Promise<boolean> => {
  const lane = graphQLReadLane()
  const answer = lane ? await lane(requestOf(request), body) : null
  if (!answer) return false
  const bytes = Buffer.from(await answer.arrayBuffer())
  for (const { key, value } of securityHeaders()) response.setHeader(key, value)
  response.setHeader('content-security-policy', policyWithNewNonce(false))
  response.setHeader('vary', NEXT_JS_VARY)
  answer.headers.forEach((value, name) => response.setHeader(name, value))
  compress(request, response, () => {})
  response.statusCode = answer.status
  // Written, then ended, as Next.js streams a route's answer: of unknown length, so compressed whatever its size.
  response.write(bytes)
  response.end()
  return true
}
