import { cookies } from 'next/headers'

import { getActingViewer } from '@/features/auth/current-customer'
import { CONNECT_COOKIE, completeConnection } from '@/features/dashboard/accounting-connect'
import { seeOther } from '@/platform/http/see-other'

const PAGE = '/dashboard/accounting'

/**
 * Where Xero sends the member back: the code becomes the company's connection when the state
 * matches the one this browser kept, and the member lands on the Accounting page, told how it went.
 */
export async function GET(request: Request) {
  const viewer = await getActingViewer()
  if (!viewer) return seeOther(`/auth?next=${encodeURIComponent(PAGE)}`)
  const jar = await cookies()
  const outcome = await completeConnection(viewer.customer, new URL(request.url).searchParams, jar.get(CONNECT_COOKIE)?.value)
  jar.delete({ name: CONNECT_COOKIE, path: '/dashboard/accounting/xero' })
  return seeOther(`${PAGE}?xero=${outcome}`)
}
