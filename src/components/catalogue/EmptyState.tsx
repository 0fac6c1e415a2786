import Link from 'next/link'
import { PackageOpen } from 'lucide-react'
import type { ReactNode } from 'react'
import { IconBadge } from '@/components/ui/IconBadge'

/** What a listing shows when nothing matches. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: { href: string; label: string } }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-white px-6 py-16 text-center">
      <IconBadge icon={PackageOpen} tone="muted" />
      <h2 className="mt-4 text-lg font-semibold">{title}</h2>
      {children ? <div className="mt-2 max-w-md text-sm text-muted">{children}</div> : null}
      {action ? (
        <Link
          href={action.href}
          className="mt-6 inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-medium text-white hover:bg-black/80"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  )
}
