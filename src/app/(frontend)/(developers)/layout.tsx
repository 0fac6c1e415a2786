import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/storefront/SiteChrome'

// Rendered per request, so Next.js puts this request's Content-Security-Policy nonce on its inline scripts.
export const dynamic = 'force-dynamic'

/** The pages for a company's developers (the API reference), in the storefront's chrome. */
export default function DevelopersLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>
}
