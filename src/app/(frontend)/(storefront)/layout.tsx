import type { ReactNode } from 'react'

import { SiteChrome } from '@/components/storefront/SiteChrome'

export default function StorefrontLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>
}
