'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect, useSyncExternalStore } from 'react'

import { isBotUserAgent } from '@/domain/bots'
import { DATABASE_UNAVAILABLE_DIGEST } from '@/platform/database/unavailable-digest'
import { ErrorMessage, errorTitle, homeButtonClass } from './ErrorMessage'

const noSubscription = () => () => undefined

/**
 * The full-screen error page: status code, message, and a Home button that clears
 * the error and goes to /. The server cannot tell who is asking here, so the page appears in the
 * browser, and crawlers (which get no error page) only log the error.
 */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter()
  const bot = useSyncExternalStore(
    noSubscription,
    () => isBotUserAgent(navigator.userAgent),
    () => null,
  )

  useEffect(() => {
    console.error(bot ? 'Error for a bot (no error page shown):' : 'Error page shown:', error.digest ?? error.message)
  }, [bot, error])

  const outage = error.digest === DATABASE_UNAVAILABLE_DIGEST
  const status = outage ? 503 : 500
  const message = outage ? 'Temporarily unavailable' : 'Internal server error'
  if (bot !== false) return <title>{errorTitle(status, message)}</title>
  return (
    <div className="flex min-h-screen items-center justify-center bg-paper">
      <ErrorMessage
        status={status}
        message={message}
        action={
          <button
            type="button"
            className={homeButtonClass}
            onClick={() =>
              startTransition(() => {
                router.push('/')
                reset()
              })
            }
          >
            Home
          </button>
        }
      >
        {outage
          ? 'We cannot reach our records right now. Please try again in a moment.'
          : 'Something went wrong on our side. Please try again in a moment.'}
      </ErrorMessage>
    </div>
  )
}
