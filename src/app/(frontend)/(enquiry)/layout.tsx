import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'

import { BackToStore, HomeLink } from '@/components/storefront/FrameLinks'

export const dynamic = 'force-dynamic'

/** The enquiry layout: a quiet frame with a way back, nothing else to distract. */
export default function EnquiryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-line bg-paper">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <HomeLink label="Swagly home" />
          <BackToStore>Keep browsing</BackToStore>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
        {children}
      </main>
      <footer className="pb-10 text-center text-xs text-muted">
        <Lock className="mr-1 inline size-3" aria-hidden /> Your details are only used to prepare your quote.
      </footer>
    </>
  )
}
