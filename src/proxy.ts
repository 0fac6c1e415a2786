import { type NextRequest, NextResponse } from 'next/server'

import { CACHED_PAGES_PREFIX, cachedPagePath } from '@/domain/storefront-url'
import { utmCookie, utmFromSearchParams } from '@/domain/utm'
import { missingFetchSite } from '@/platform/http/implied-fetch-site'
import { policyWithNewNonce } from '@/platform/http/nonce-policy'
import { requestRefusal } from '@/platform/http/request-refusal'
import { servedOverHttps } from '@/platform/http/server-url'

/**
 * Serves each public storefront address from its cached page: `/products?sort=name&utm_source=x`
 * is rendered as `/cached/sort=name/products`, so visitors who differ only in ignored parameters
 * share one cache entry. A landing address with campaign tags sets the UTM cookie right
 * here, so the tags are kept even if the visitor moves on before the page has run any script.
 * Before that, every request passes the guards (request-refusal.ts): undecodable addresses,
 * cross-site writes, oversized or unreadable form posts and REST queries Payload cannot read are
 * refused, and the public calls worth abusing are counted per address.
 *
 * Every other response gets a Content-Security-Policy with a fresh nonce. Next.js reads it from
 * the request and puts it on the inline scripts of the page it renders, so only those run. The
 * storefront pages are rendered once for everyone and cached, where a nonce would be baked in and
 * shared: their policy names the hashes of their scripts instead, set by the production server
 * (src/platform/page-cache/storefront-page-policy.ts).
 * Development renders every page per request, so there they take a nonce too.
 *
 * A request from a browser too old to send Origin or Sec-Fetch-Site is given the Sec-Fetch-Site
 * its Referer implies (implied-fetch-site.ts), so its session cookie is read as a newer browser's.
 */
const development = process.env.NODE_ENV !== 'production'

// A storefront address or, should anyone ask for it directly, the cached page behind it.
const renderedOnce = (pathname: string, target: string | null) =>
  target !== null || pathname === CACHED_PAGES_PREFIX || pathname.startsWith(`${CACHED_PAGES_PREFIX}/`)

/** The request's headers with those set that are not null; undefined when none is. */
const withHeaders = (headers: Headers, added: Record<string, string | null>): Headers | undefined => {
  const present = Object.entries(added).filter((entry): entry is [string, string] => entry[1] !== null)
  if (present.length === 0) return undefined
  const copy = new Headers(headers)
  for (const [name, value] of present) copy.set(name, value)
  return copy
}

export async function proxy(request: NextRequest) {
  const refused = await requestRefusal(request)
  if (refused) return refused
  const target = cachedPagePath(request.nextUrl.pathname, request.nextUrl.searchParams)
  const url = request.nextUrl.clone()
  if (target) url.pathname = target
  const policy = renderedOnce(request.nextUrl.pathname, target) && !development ? null : policyWithNewNonce(development)
  const headers = withHeaders(request.headers, { 'content-security-policy': policy, 'sec-fetch-site': missingFetchSite(request) })
  const forwarded = headers ? { request: { headers } } : undefined
  const response = target ? NextResponse.rewrite(url, forwarded) : NextResponse.next(forwarded)
  if (policy) response.headers.set('content-security-policy', policy)
  const campaign = utmFromSearchParams(request.nextUrl.searchParams)
  if (campaign) response.headers.append('set-cookie', utmCookie(campaign, servedOverHttps()))
  return response
}

export const config = {
  // Every address but Next.js's static files and optimised images: each page takes its policy
  // here, and each write (a server action, a form post, an API call) passes the guards.
  matcher: ['/((?!_next/static|_next/image).*)'],
}
