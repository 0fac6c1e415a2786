import Link from 'next/link'
import { ArrowLeft, Lock } from 'lucide-react'
import type { ReactNode } from 'react'

import { Logo } from '@/components/storefront/Logo'

export const dynamic = 'force-dynamic'

/** The enquiry layout: a quiet frame with a way back, nothing else to distract. */
export default function EnquiryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-line bg-paper">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link href="/" aria-label="Swagly home">
            <Logo />
          </Link>
          <Link href="/products" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
            <ArrowLeft className="size-4" aria-hidden /> Keep browsing
          </Link>
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
