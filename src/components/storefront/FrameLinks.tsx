import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { Logo } from './Logo'

/** The wordmark as the link home, named for screen readers by `label`. */
export function HomeLink({ label, className }: { label: string; className?: string }) {
  return (
    <Link href="/" aria-label={label} className={className}>
      <Logo />
    </Link>
  )
}

/** A quiet frame's way back to the products, in its own words. */
export function BackToStore({ children }: { children: ReactNode }) {
  return (
    <Link href="/products" className="inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  )
}
