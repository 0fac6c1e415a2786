import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { inlineScriptHashes, nonceSource, policyNonce } from '@/domain/content-security-policy.mjs'
import type { StoredPage } from './page-store'

const POLICY_HEADER = 'content-security-policy'

// Next.js compresses what it sends when the visitor accepts it, so a stored page may be compressed.
const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }

/** A page's HTML from the bytes sent, compressed as its `content-encoding` says. */
export const pageHtml = (body: Buffer, contentEncoding: unknown): string => {
  const decode = DECODERS[String(contentEncoding ?? '')]
  return (decode ? decode(body) : body).toString('utf8')
}

/**
 * A rendered page made fit to be sent again: its policy named the nonce of one render, which
 * must not be handed to later visitors, so the stored copy's policy names the hashes of the
 * inline scripts that render wrote instead. Scripts without the nonce stay blocked.
 */
export function replayablePage<Page extends StoredPage>(page: Page): Page {
  const policy = String(page.headers[POLICY_HEADER] ?? '')
  const nonce = policyNonce(policy)
  if (nonce === null) return page
  const hashes = inlineScriptHashes(pageHtml(page.body, page.headers['content-encoding']), { nonce })
  const hashed = policy.replace(` ${nonceSource(nonce)}`, hashes.map((hash) => ` ${hash}`).join(''))
  return { ...page, headers: { ...page.headers, [POLICY_HEADER]: hashed } }
}
