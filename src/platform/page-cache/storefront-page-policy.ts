import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { contentSecurityPolicy, inlineScriptHashes } from '@/domain/content-security-policy.mjs'
import { pageHtml } from './page-html'

const POLICY_HEADER = 'content-security-policy'
const development = process.env.NODE_ENV !== 'production'

type Callback = (error?: Error | null) => void
type Chunk = string | Uint8Array

const bytes = (chunk: Chunk, encoding?: unknown): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk)

/**
 * A storefront page is rendered once and sent to every visitor, so it carries no nonce (proxy.ts
 * gives it none): a nonce in shared bytes would be everyone's. Its policy names the SHA-256 hashes
 * of its inline scripts instead, all of which Next.js wrote (the catalogue data in them is
 * escaped by React). The production server holds the page back until it is whole, names the
 * hashes in its Content-Security-Policy and then sends it; the storefront page cache stores it
 * with that header, so a repeat visit carries the same policy. Next.js sends a page from its own
 * cache whole anyway, so only a fresh render waits a little longer for its first byte.
 */
export function sendingWithScriptHashes(response: ServerResponse): void {
  const chunks: Buffer[] = []
  let head: unknown[] | null = null
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((...args: unknown[]) => {
    head = args
    if (typeof args[0] === 'number') response.statusCode = args[0]
    return response
  }) as ServerResponse['writeHead']
  response.write = ((chunk: Chunk, encoding?: unknown, callback?: Callback) => {
    chunks.push(bytes(chunk, encoding))
    const done = typeof encoding === 'function' ? (encoding as Callback) : callback
    done?.()
    return true
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, encoding?: unknown, callback?: Callback) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(bytes(chunk as Chunk, encoding))
    const done = [chunk, encoding, callback].find((argument): argument is Callback => typeof argument === 'function')
    const body = Buffer.concat(chunks)
    const headers = (head?.find((argument) => typeof argument === 'object' && argument !== null) ?? {}) as OutgoingHttpHeaders
    const contentType = String(headers['content-type'] ?? response.getHeader('content-type') ?? '')
    if (contentType.startsWith('text/html') && headers[POLICY_HEADER] === undefined && !response.hasHeader(POLICY_HEADER)) {
      const html = pageHtml(body, headers['content-encoding'] ?? response.getHeader('content-encoding'))
      response.setHeader(POLICY_HEADER, contentSecurityPolicy({ development, inlineScripts: inlineScriptHashes(html) }))
    }
    if (head) writeHead(...head)
    return end(body, done)
  }) as ServerResponse['end']
}
