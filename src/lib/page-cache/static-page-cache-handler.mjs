/**
 * Next.js's own page cache (next.config.ts `cacheHandler`), with one addition: every page it
 * stores or loads carries a Content-Security-Policy naming the SHA-256 hashes of that page's
 * inline scripts, computed once per stored page. Next.js sends a cached page's stored headers
 * with it, so the storefront's prerendered and revalidated pages are served to every visitor
 * with a policy that fits their bytes: no nonce shared between visitors, no 'unsafe-inline'.
 * Such pages are rendered without a request (proxy.ts gives them no nonce), from catalogue data
 * React escapes, so every inline script in them is one Next.js wrote.
 * Plain JavaScript: `next start` imports this file with Node, outside Next.js's bundler.
 */
import { createRequire } from 'node:module'

import { contentSecurityPolicy, inlineScriptHashes } from '../../domain/content-security-policy.mjs'

const require = createRequire(import.meta.url)
// The cache Next.js uses when none is configured.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

const POLICY_HEADER = 'content-security-policy'
const development = process.env.NODE_ENV !== 'production'

/**
 * Adds the page's policy to a cached page's headers, in place: the page being answered from a
 * fresh render shares this headers object with the entry being stored.
 * @param {{ kind?: string, html?: string | Buffer, headers?: Record<string, unknown> } | null | undefined} page
 */
const withPolicy = (page) => {
  if (page?.kind !== 'APP_PAGE' || page.html === undefined || page.headers?.[POLICY_HEADER] !== undefined) return
  const policy = contentSecurityPolicy({ development, inlineScripts: inlineScriptHashes(page.html.toString()) })
  if (page.headers) page.headers[POLICY_HEADER] = policy
  else page.headers = { [POLICY_HEADER]: policy }
}

export default class StaticPageCacheHandler extends FileSystemCache {
  /** @param {unknown[]} args */
  async get(...args) {
    const entry = await super.get(...args)
    withPolicy(entry?.value)
    return entry
  }

  /** @param {string} key @param {any} data @param {unknown} context */
  async set(key, data, context) {
    withPolicy(data)
    return super.set(key, data, context)
  }
}
