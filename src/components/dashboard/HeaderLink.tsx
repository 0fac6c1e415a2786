import type { LucideIcon } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/button'

/** A page header's way to a related page (the API reference, the webhooks beside the API keys), drawn as a small button. */
export function HeaderLink({ href, icon: Icon, children }: { href: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link href={href} className={buttonClasses('secondary', 'sm', 'whitespace-nowrap')}>
      <Icon className="size-4" aria-hidden />
      {children}
    </Link>
  )
}
