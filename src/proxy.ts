import { type NextRequest, NextResponse } from 'next/server'

import { CACHED_PAGES_PREFIX, cachedPagePath } from '@/domain/storefront-url'
import { utmCookie, utmFromSearchParams } from '@/domain/utm'
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
 */
const development = process.env.NODE_ENV !== 'production'

// A storefront address or, should anyone ask for it directly, the cached page behind it.
const renderedOnce = (pathname: string, target: string | null) =>
  target !== null || pathname === CACHED_PAGES_PREFIX || pathname.startsWith(`${CACHED_PAGES_PREFIX}/`)

const withHeader = (headers: Headers, name: string, value: string) => {
  const copy = new Headers(headers)
  copy.set(name, value)
  return copy
}

export async function proxy(request: NextRequest) {
  const refused = await requestRefusal(request)
  if (refused) return refused
  const target = cachedPagePath(request.nextUrl.pathname, request.nextUrl.searchParams)
  const url = request.nextUrl.clone()
  if (target) url.pathname = target
  const policy = renderedOnce(request.nextUrl.pathname, target) && !development ? null : policyWithNewNonce(development)
  const forwarded = policy ? { request: { headers: withHeader(request.headers, 'content-security-policy', policy) } } : undefined
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
