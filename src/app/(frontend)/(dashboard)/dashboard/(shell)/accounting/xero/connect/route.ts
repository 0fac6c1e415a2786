import { cookies } from 'next/headers'

import { getActingViewer } from '@/features/auth/current-customer'
import { beginConnection, CONNECT_COOKIE, CONNECT_COOKIE_SECONDS } from '@/features/dashboard/accounting-connect'
import { seeOther } from '@/platform/http/see-other'
import { servedOverHttps } from '@/platform/http/server-url'

const PAGE = '/dashboard/accounting'

/**
 * Starts connecting the company's Xero organisation: the member is sent to Xero's consent page,
 * with a state kept in an HTTP-only cookie scoped to the callback, which Xero must hand back.
 */
export async function GET() {
  const viewer = await getActingViewer()
  if (!viewer) return seeOther(`/auth?next=${encodeURIComponent(PAGE)}`)
  const started = await beginConnection(viewer.customer)
  if ('outcome' in started) return seeOther(`${PAGE}?xero=${started.outcome}`)
  ;(await cookies()).set(CONNECT_COOKIE, started.cookie, {
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(),
    path: '/dashboard/accounting/xero',
    maxAge: CONNECT_COOKIE_SECONDS,
  })
  // The provider's consent page is another site: a redirect there is the one absolute location.
  return new Response(null, { status: 303, headers: { Location: started.url, 'Cache-Control': 'private, no-store' } })
}
