import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'

/** The way back from a deeplink page to the list it belongs to. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-2 text-sm font-medium text-muted hover:text-ink">
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  )
}
