import type { ReactNode } from 'react'

import { SiteFooter } from '@/components/storefront/SiteFooter'
import { SiteHeader } from '@/components/storefront/SiteHeader'

export default function StorefrontLayout({ children }: { children: ReactNode }) {
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
