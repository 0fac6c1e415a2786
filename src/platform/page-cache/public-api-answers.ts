/**
 * Anonymous public API reads answered from memory in front of Next.js (src/platform/server/request-pipeline.ts), as the
 * storefront pages are (storefront-page-cache.ts). The public API cache (src/lib/public-api-cache.ts)
 * already spares such a read the database, but Next.js's request pipeline still costs milliseconds
 * of CPU each time. A copy of each answer Next.js gave from that cache is kept for
 * PUBLIC_API_CACHE_TTL_MS and until any storefront data changes (storefront-changes.mjs hears of
 * every expiry of the cache's tags, on every instance). Next.js may have handed out its copy
 * already near the end of its own lifetime, so data changed behind the app's back can show for up
 * to twice that lifetime; every change made through the app expires both at once.
 *
 * Only what the proxy (src/proxy.ts) lets through whatever the request carries besides its address
 * and body: REST GETs and GraphQL posts without an Origin (the cross-site guard judges those), an
 * Idempotency-Key or campaign tags (the proxy sets a cookie for those), naming none of the
 * rate-limited mutations. An answer is stored only from the
 * cache's own (`x-cache`), so a request the proxy or Payload refused is never repeated from here.
 *
 * An anonymous GraphQL query the cache does not answer (it asks for a fresh answer, or the cache
 * is off) skips Next.js's pipeline instead, through the route's own code (read-lane.ts). A fresh
 * REST read goes to Next.js: a lane of its own bought it too little (docs/performance-server-stages.md).
 */
import { AsyncResource } from 'node:async_hooks'
import { IncomingMessage, type ServerResponse } from 'node:http'

import { compressionEncoding } from '@/domain/content-encoding'
import { QUERY_LIMITS } from '@/domain/query-limits'
import { isAnonymousFreshRead, isAnonymousPublicRead, PUBLIC_API_CACHE_SECONDS } from '@/domain/public-api-reader'
import { rateLimitedMutations } from '@/domain/rate-limited-routes'
import { answerThroughReadLane } from '@/platform/http/read-lane-answer'
import { changedSince } from '@/platform/next-cache/storefront-changes.mjs'
import { metrics } from '@/platform/observability/metrics'
import { PageStore, recordResponse, sendStoredPage, type StoredPage } from './page-store'

const MAX_BYTES = 32 * 1024 * 1024
const API = '/payload-api/'
const GRAPHQL = '/payload-api/graphql'

const answers = new PageStore<StoredPage>(MAX_BYTES)

const header = (request: IncomingMessage) => (name: string) => {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

const isFresh = (entry: StoredPage) => Date.now() - entry.storedAt < PUBLIC_API_CACHE_SECONDS * 1000 && !changedSince(entry.storedAt)

/** Answers are kept per encoding Next.js sends them in, not per spelling of Accept-Encoding (content-encoding.ts). */
const encodingOf = (request: IncomingMessage) => compressionEncoding(request.headers['accept-encoding'])

const send = (response: ServerResponse, entry: StoredPage) => {
  metrics().cacheLookups.inc({ cache: 'public-api', outcome: 'hit' })
  sendStoredPage(response, entry, { 'x-cache': 'HIT' })
}

const sendToNext = (request: IncomingMessage, next: (request: IncomingMessage) => unknown) => {
  metrics().cacheLookups.inc({ cache: 'public-api', outcome: 'miss' })
  return next(request)
}

/** Keys whose answer Next.js is making; settled once it has been sent (and kept, if it is kept). */
const pending = new Map<string, Promise<void>>()

const freshAnswer = (key: string): StoredPage | null => {
  const entry = answers.get(key)
  return entry && isFresh(entry) ? entry : null
}

/**
 * Answers from memory when it can, otherwise lets Next.js answer `request` and keeps the answer.
 * Requests that ask the same while Next.js is answering wait for that answer rather than each
 * asking Next.js again (many visitors at once after a change, or a cold start, would otherwise
 * each cost a full request).
 */
const answer = async (key: string, request: IncomingMessage, response: ServerResponse, next: (request: IncomingMessage) => unknown) => {
  const entry = freshAnswer(key)
  if (entry) return send(response, entry)
  const earlier = pending.get(key)
  if (earlier) {
    await earlier
    const kept = freshAnswer(key)
    return kept ? send(response, kept) : sendToNext(request, next)
  }
  let settle = () => {}
  pending.set(key, new Promise<void>((resolve) => (settle = resolve)))
  response.once('close', () => {
    pending.delete(key)
    settle()
  })
  recordResponse(response, (page) => {
    if (['HIT', 'MISS'].includes(String(page.headers['x-cache'] ?? ''))) answers.set(key, page)
  })
  return sendToNext(request, next)
}

/**
 * The same request again, its body already read: Next.js reads the body from the request it is
 * given. Marked complete, as the parser marks a request it has read whole: Node closes the
 * connection of a request destroyed before it was complete, and this one is destroyed once read.
 */
const withBody = (request: IncomingMessage, body: Buffer): IncomingMessage => {
  const copy = new IncomingMessage(request.socket)
  Object.assign(copy, {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    complete: true,
  })
  copy.push(body)
  copy.push(null)
  return copy
}

const readsGraphQLOnly = (body: string): boolean => {
  try {
    return rateLimitedMutations(JSON.parse(body)).length === 0
  } catch {
    return false
  }
}

/** Reads the body, then hands on the request with it (`withBody`) and the body itself. */
const readingBody = (request: IncomingMessage, then: (replay: IncomingMessage, body: Buffer) => unknown): unknown => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  // Bound to the request's context: the parser emits 'end' outside it, and the log lines after need its id.
  request.on(
    'end',
    AsyncResource.bind(() => {
      const body = Buffer.concat(chunks)
      return then(withBody(request, body), body)
    }),
  )
  return undefined
}

/** The body's text when it is within the GraphQL route's limit. */
const graphQLText = (body: Buffer): string | null => (body.length <= QUERY_LIMITS.graphQLMaxBodyBytes ? body.toString('utf8') : null)

const answerGraphQL = (request: IncomingMessage, response: ServerResponse, next: (request: IncomingMessage) => unknown): unknown =>
  readingBody(request, (replay, body) => {
    const text = graphQLText(body)
    if (text === null || !readsGraphQLOnly(text)) return next(replay)
    return answer(`${encodingOf(request)} GRAPHQL ${text}`, replay, response, next)
  })

/**
 * A read no cache answers, through the route's own code without Next.js's pipeline (read-lane.ts).
 * Should the lane fail before answering, Next.js answers the read as it would have, error and
 * all: it only reads.
 */
const answerFresh = async (request: IncomingMessage, body: Buffer, response: ServerResponse, next: () => unknown): Promise<unknown> => {
  const answered = await answerThroughReadLane('graphql', request, body, response).catch(() => response.headersSent)
  return answered ? undefined : next()
}

const answerFreshGraphQL = (request: IncomingMessage, response: ServerResponse, next: (request: IncomingMessage) => unknown): unknown =>
  readingBody(request, (replay, body) => (graphQLText(body) === null ? next(replay) : answerFresh(request, body, response, () => next(replay))))

export const servePublicApiRead = (request: IncomingMessage, response: ServerResponse, next: (request: IncomingMessage) => unknown): unknown => {
  const path = request.url ?? '/'
  if (!path.startsWith(API) || /[?&]utm_/.test(path) || request.headers['idempotency-key'] !== undefined) return next(request)
  const graphQLPost =
    request.method === 'POST' &&
    path === GRAPHQL &&
    request.headers.origin === undefined &&
    (request.headers['content-type'] ?? '').includes('application/json')
  const restGet = request.method === 'GET' && !path.startsWith(GRAPHQL)
  const headerOf = header(request)
  if (graphQLPost && isAnonymousFreshRead(headerOf)) return answerFreshGraphQL(request, response, next)
  if (!isAnonymousPublicRead(headerOf)) return next(request)
  if (graphQLPost) return answerGraphQL(request, response, next)
  return restGet ? answer(`${encodingOf(request)} GET ${path}`, request, response, next) : next(request)
}
