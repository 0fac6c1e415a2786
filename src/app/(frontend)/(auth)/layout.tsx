import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { BackToStore, HomeLink } from '@/components/storefront/FrameLinks'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The auth layout: a calm frame around one card, with the way back to the store. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-[linear-gradient(to_bottom,var(--color-sand),var(--color-paper)_28rem)]">
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <HomeLink label="Swagly storefront" />
        <BackToStore>Back to the store</BackToStore>
      </header>
      <main id="main" className="flex flex-1 justify-center px-4 pt-6 pb-16 sm:items-center sm:pt-4">
        <div className="w-full max-w-[440px]">{children}</div>
      </main>
      <footer className="px-4 pb-8 text-center text-xs text-muted">
        Questions about an order? Reply to any email from us and a real person will answer.
      </footer>
    </div>
  )
}
