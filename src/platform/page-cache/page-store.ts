/**
 * The pieces both page caches in front of Next.js share (scripts/serve.ts): copying a response
 * as Next.js writes it, a memory-bounded store of the copies, and answering from one.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

export type StoredPage = { headers: OutgoingHttpHeaders; body: Buffer; storedAt: number }

// A request id belongs to the request that was answered, never to the ones a copy answers later.
const NOT_STORED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-request-id'])

/**
 * Copies what Next.js sends through `response`; when it ends, hands the copy to `keep` if it was
 * a complete 200 that sets no cookie (a cookie belongs to one response, never to a cached page).
 */
export function recordResponse(response: ServerResponse, keep: (page: StoredPage) => void): void {
  const storedAt = Date.now()
  const chunks: Buffer[] = []
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (chunk) chunks.push(Buffer.from(chunk as Uint8Array))
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array))
    if (response.statusCode === 200 && response.getHeader('set-cookie') === undefined) {
      const headers = Object.fromEntries(
        Object.entries(response.getHeaders()).filter(([name]) => !NOT_STORED_HEADERS.has(name)),
      ) as OutgoingHttpHeaders
      keep({ headers, body: Buffer.concat(chunks), storedAt })
    }
    return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest)
  }) as ServerResponse['end']
}

/** Sends a stored copy with `marker`, the header that says which cache answered and how fresh the copy is. */
export function sendStoredPage(response: ServerResponse, page: StoredPage, marker: Record<string, string>): void {
  response.writeHead(200, { ...page.headers, 'content-length': page.body.length, ...marker })
  response.end(page.body)
}

/** Stored pages by key, the least recently used dropped first once they hold more than `maxBytes`. */
export class PageStore<Page extends StoredPage> extends LRUCache<string, Page> {
  constructor(maxBytes: number) {
    // lru-cache counts sizes from 1: an empty body still takes its place in the budget.
    super({ maxSize: maxBytes, sizeCalculation: (page) => Math.max(1, page.body.length) })
  }
}
