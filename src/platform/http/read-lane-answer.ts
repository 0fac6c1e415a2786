/**
 * The production server's side of the read lanes (read-lane.ts): a request as the route's code
 * reads it, and its answer sent as Next.js would send it, with the headers the proxy (the
 * Content-Security-Policy) and next.config.ts (the security headers) give every response, and the
 * same compression: the published `compression` middleware at the version Next.js compiles into
 * itself (1.7.4, gzip or deflate, no Brotli), so the bytes match.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream } from 'node:stream/web'

import compression from 'compression'

import { type ReadLaneName, readLane } from './read-lane'
import { policyWithNewNonce } from './nonce-policy'
import { securityHeaders } from './security-headers'

// Plain Node.js middleware: it reads only what IncomingMessage and ServerResponse have, though its
// types name Express's request and response.
const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** What Next.js's answers vary by besides the encoding: its own navigation headers, which every route answer names. */
const NEXT_JS_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'

const requestOf = (request: IncomingMessage, body: Buffer | null): Request => {
  const headers = new Headers()
  for (let index = 0; index < request.rawHeaders.length; index += 2) headers.append(request.rawHeaders[index]!, request.rawHeaders[index + 1]!)
  const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`
  return new Request(url, { method: request.method, headers, body: body === null ? undefined : new Uint8Array(body) })
}

/**
 * Answers `request` (with its `body`, already read, if it has one) through the lane `name`: false,
 * having sent nothing, when the lane is not open yet or does not take this request.
 */
export const answerThroughReadLane = async (
  name: ReadLaneName,
  request: IncomingMessage,
  body: Buffer | null,
  response: ServerResponse,
): Promise<boolean> => {
  const lane = readLane(name)
  const started = performance.now()
  const answer = lane ? await lane(requestOf(request, body)) : null
  if (!answer) return false
  // Says which answers took the lane, and how long the route's code took, to whoever reads timings.
  response.setHeader('server-timing', `lane;desc="${name}";dur=${(performance.now() - started).toFixed(1)}`)
  for (const { key, value } of securityHeaders()) response.setHeader(key, value)
  response.setHeader('content-security-policy', policyWithNewNonce(false))
  response.setHeader('vary', NEXT_JS_VARY)
  answer.headers.forEach((value, name) => response.setHeader(name, value))
  compress(request, response, () => {})
  response.statusCode = answer.status
  // Each chunk written as it comes, then ended, as Next.js streams a route's answer: of unknown
  // length, so compressed whatever its size.
  if (answer.body) for await (const chunk of Readable.fromWeb(answer.body as ReadableStream)) response.write(chunk)
  response.end()
  return true
}
