import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { contentSecurityPolicy, inlineScriptHashes } from '@/domain/content-security-policy.mjs'
import { brotliHtml } from './brotli-html'
import { pageHtml } from './page-html'

const POLICY_HEADER = 'content-security-policy'
// What a re-encoded body replaces: its encoding, and the length Node.js then works out again.
const ENCODING_HEADERS = new Set(['content-encoding', 'content-length'])
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
 *
 * Held whole, the page is also re-encoded with Brotli when `brotli` says the visitor takes it
 * (brotli-html.ts): a quarter smaller than Next.js's gzip.
 */
export function sendingWholePage(response: ServerResponse, { brotli }: { brotli: boolean }): void {
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
    const send = (sent: Buffer): ServerResponse => {
      if (head) writeHead(...head)
      return end(sent, done)
    }
    const contentType = String(headers['content-type'] ?? response.getHeader('content-type') ?? '')
    if (!contentType.startsWith('text/html') || body.length === 0) return send(body)
    const contentEncoding = headers['content-encoding'] ?? response.getHeader('content-encoding')
    const html = pageHtml(body, contentEncoding)
    if (headers[POLICY_HEADER] === undefined && !response.hasHeader(POLICY_HEADER)) {
      response.setHeader(POLICY_HEADER, contentSecurityPolicy({ development, inlineScripts: inlineScriptHashes(html) }))
    }
    if (!brotli || contentEncoding === 'br' || response.statusCode !== 200) return send(body)
    brotliHtml(html).then(
      (compressed) => {
        for (const name of Object.keys(headers)) if (ENCODING_HEADERS.has(name.toLowerCase())) delete headers[name]
        for (const name of ENCODING_HEADERS) response.removeHeader(name)
        response.setHeader('content-encoding', 'br')
        send(compressed)
      },
      // Brotli cannot fail on a string; should it, the page goes as Next.js encoded it.
      () => send(body),
    )
    return response
  }) as ServerResponse['end']
}
