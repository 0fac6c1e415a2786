import { type NextRequest, NextResponse } from 'next/server'

import { cachedPagePath } from '@/domain/storefront-url'
import { utmCookie, utmFromSearchParams } from '@/domain/utm'
import { refuseBadDepth, refuseBadQuery, refuseCrossOrigin, refuseLargeAction, refuseUndecodablePath, refuseUnreadableAction } from '@/lib/request-guards'
import { refuseOverLimit } from '@/lib/request-limits'
import { servedOverHttps } from '@/lib/server-url'

/**
 * Serves each public storefront address from its cached page: `/products?sort=name&utm_source=x`
 * is rendered as `/cached/sort=name/products`, so visitors who differ only in ignored parameters
 * share one cache entry. A landing address with campaign tags sets the UTM cookie (spec §9) right
 * here, so the tags are kept even if the visitor moves on before the page has run any script.
 * Before that, an address that does not decode is refused, so is a write from another site, a
 * form post larger than Next takes, a server action body React could not have sent and a REST
 * depth over the cap or a query Payload cannot read (request-guards.ts),
 * and the public calls worth abusing (REST and their GraphQL mutations) are counted per address
 * (request-limits.ts).
 */
export async function proxy(request: NextRequest) {
  const refused =
    refuseUndecodablePath(request) ??
    refuseCrossOrigin(request) ??
    refuseLargeAction(request) ??
    refuseBadDepth(request) ??
    refuseBadQuery(request) ??
    (await refuseUnreadableAction(request)) ??
    (await refuseOverLimit(request))
  if (refused) return refused
  const target = cachedPagePath(request.nextUrl.pathname, request.nextUrl.searchParams)
  const url = request.nextUrl.clone()
  if (target) url.pathname = target
  const response = target ? NextResponse.rewrite(url) : NextResponse.next()
  const campaign = utmFromSearchParams(request.nextUrl.searchParams)
  if (campaign) response.headers.append('set-cookie', utmCookie(campaign, servedOverHttps()))
  return response
}

export const config = {
  matcher: [
    '/',
    '/start',
    '/products',
    '/products/:slug',
    '/categories',
    '/categories/:slug',
    '/collections',
    '/collections/:slug',
    '/payload-api/:path*',
    // Browsers send Origin with every write (and with cross-site reads): server actions and form
    // posts to any page pass here, plain page views do not. Scripts calling an action name it.
    { source: '/((?!_next/static|_next/image).*)', has: [{ type: 'header', key: 'origin' }] },
    { source: '/((?!_next/static|_next/image).*)', has: [{ type: 'header', key: 'next-action' }] },
  ],
}
