'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { DASHBOARD_NAV } from './dashboard-nav'

/** The section links: a column beside the content on wide screens, a scrolling row on phones. */
export function DashboardNav({ layout }: { layout: 'sidebar' | 'tabs' }) {
  const pathname = usePathname()
  const isCurrent = (href: string) => pathname === href || pathname.startsWith(`${href}/`)
  if (layout === 'tabs') {
    return (
      <nav aria-label="Dashboard" className="flex gap-1 overflow-x-auto px-4 pb-2 text-sm sm:px-6">
        {DASHBOARD_NAV.map(({ href, label }) => (
          <Link
            key={href}
            href={href}
            aria-current={isCurrent(href) ? 'page' : undefined}
            className={`rounded-full px-3.5 py-1.5 whitespace-nowrap ${isCurrent(href) ? 'bg-ink text-white' : 'text-muted hover:bg-sand hover:text-ink'}`}
          >
            {label}
          </Link>
        ))}
      </nav>
    )
  }
  return (
    <nav aria-label="Dashboard" className="space-y-1 text-sm">
      {DASHBOARD_NAV.map(({ href, label, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          aria-current={isCurrent(href) ? 'page' : undefined}
          className={`flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium ${isCurrent(href) ? 'bg-white text-ink shadow-sm ring-1 ring-line' : 'text-muted hover:bg-white/70 hover:text-ink'}`}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  )
}
