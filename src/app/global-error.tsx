'use client'

import { ErrorScreen } from '@/components/storefront/ErrorScreen'
import './(frontend)/globals.css'

/** An error in a root layout itself: the same error page, in a document of its own. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-AU">
      <body className="font-sans">
        <ErrorScreen {...props} />
      </body>
    </html>
  )
}
