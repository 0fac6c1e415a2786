import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import sirv from 'sirv'

import { securityHeaders } from './security-headers'

const PREFIX = '/_next/static/'
// Next.js's own header for its content-hashed files, word for word.
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => unknown) => unknown

/**
 * The build's scripts and stylesheets sent as compressed once, at build time (scripts/compress-static.mjs):
 * Brotli to a browser that takes it, gzip to one that does not, each 14% or more smaller than
 * Next.js's own gzip and with no compression left to do per request. Anything else under
 * /_next/static (fonts, images), or everything while the copies are missing or from another build,
 * goes on to Next.js.
 */
export function servingPrecompressedAssets(nextDir: string): Handler {
  const staticDir = path.join(nextDir, 'static')
  const marker = path.join(nextDir, 'precompressed-build-id')
  const current = existsSync(marker) && readFileSync(marker, 'utf8') === readFileSync(path.join(nextDir, 'BUILD_ID'), 'utf8')
  if (!current) return (_request, _response, next) => next()
  const assets = sirv(staticDir, {
    brotli: true,
    gzip: true,
    extensions: [],
    etag: true,
    setHeaders: (response) => {
      for (const { key, value } of securityHeaders()) response.setHeader(key, value)
      response.setHeader('Cache-Control', IMMUTABLE)
    },
  })
  return (request, response, next) => {
    const url = request.url ?? '/'
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    if (!url.startsWith(PREFIX) || !/\.(js|css|svg)(\?|$)/.test(url)) return next()
    // sirv reads the address inside the static folder from a stand-in; the request itself keeps
    // its own, which the cache policy reads as the head is written (http-cache-policy.ts).
    const inStaticFolder = Object.assign(Object.create(request) as IncomingMessage, { url: url.slice(PREFIX.length - 1) })
    return assets(inStaticFolder, response, () => {
      next()
    })
  }
}
