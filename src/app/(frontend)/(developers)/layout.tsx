import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/storefront/SiteFooter'
import { SiteHeader } from '@/components/storefront/SiteHeader'

// Rendered per request, so Next.js puts this request's Content-Security-Policy nonce on its inline scripts.
export const dynamic = 'force-dynamic'

/** The pages for a company's developers (the API reference), in the storefront's chrome. */
export default function DevelopersLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-3">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  )
}
