'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { DASHBOARD_NAV, isCurrentSection } from './dashboard-nav'

/** The section links as a column beside the content on wide screens (DashboardTabs on narrower ones). */
export function DashboardNav() {
  const pathname = usePathname()
  return (
    <nav aria-label="Dashboard" className="space-y-1 text-sm">
      {DASHBOARD_NAV.map(({ href, label, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          aria-current={isCurrentSection(pathname, href) ? 'page' : undefined}
          className={`flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium ${isCurrentSection(pathname, href) ? 'bg-white text-ink shadow-sm ring-1 ring-line' : 'text-muted hover:bg-white/70 hover:text-ink'}`}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  )
}
