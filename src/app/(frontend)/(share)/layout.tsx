import { Lock, Mail, Phone } from 'lucide-react'
import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { HomeLink } from '@/components/storefront/FrameLinks'

export const dynamic = 'force-dynamic'

// Review links carry their key in the URL: keep them out of search engines and referrers.
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' }

/** The share layout: no dashboard chrome, the supplier and how to reach them, one calm column. */
export default async function ShareLayout({ children }: { children: ReactNode }) {
  const { supplier } = await getSiteSettings()
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <HomeLink label={`${supplier?.name || 'Swagly'} home`} />
          <div className="flex items-center gap-3 text-sm text-muted">
            {supplier?.email ? (
              <a href={`mailto:${supplier.email}`} className="inline-flex items-center gap-1.5 hover:text-ink" aria-label={`Email ${supplier.email}`}>
                <Mail className="size-4" aria-hidden />
                <span className="hidden sm:inline">{supplier.email}</span>
              </a>
            ) : null}
            {supplier?.phone ? (
              <a
                href={`tel:${supplier.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex items-center gap-1.5 hover:text-ink"
                aria-label={`Call ${supplier.phone}`}
              >
                <Phone className="size-4" aria-hidden />
                <span className="hidden sm:inline">{supplier.phone}</span>
              </a>
            ) : null}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
      <footer className="mx-auto w-full max-w-3xl px-4 pb-10 text-center text-xs leading-relaxed text-muted sm:px-6">
        <p>
          <Lock className="mr-1 inline size-3 align-[-1px]" aria-hidden />
          This is a private link. Share it only with the people it is meant for.
        </p>
        <p className="mt-1">{[supplier?.legalName || supplier?.name, supplier?.abn ? `ABN ${supplier.abn}` : null].filter(Boolean).join(' · ')}</p>
      </footer>
    </div>
  )
}
