import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { IconBadge } from '@/components/ui/IconBadge'

/** A link (an invitation, an approval) that cannot be used says why in plain words, with at most one way on. */
export function LinkMessage({ icon, title, children, action }: { icon: LucideIcon; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg rounded-3xl border border-line bg-white px-6 py-12 text-center sm:px-10">
      <IconBadge icon={icon} tone="muted" centred />
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-balance">{title}</h1>
      {children ? <p className="mt-3 text-muted">{children}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </section>
  )
}
