import { headers } from 'next/headers'
import Link from 'next/link'

import { ErrorMessage, errorTitle, homeButtonClass } from '@/components/storefront/ErrorMessage'
import { isBotUserAgent } from '@/domain/bots'
import { payloadClient } from '@/payload-client'

/**
 * "Page not found" inside the site chrome, so the visitor can carry on. A crawler gets no error
 * page, only the 404 status, and the miss is logged. Cached pages see no request headers, so there
 * every client gets the page.
 */
export default async function PageNotFound() {
  const userAgent = (await headers()).get('user-agent')
  if (isBotUserAgent(userAgent)) {
    const payload = await payloadClient()
    payload.logger.info({ userAgent }, 'A bot asked for a page that does not exist (404)')
    return <title>{errorTitle(404, 'Page not found')}</title>
  }
  return (
    <ErrorMessage
      status={404}
      message="Page not found"
      action={
        <Link href="/" className={homeButtonClass}>
          Home
        </Link>
      }
    >
      The page you are looking for has moved or never existed.
    </ErrorMessage>
  )
}
