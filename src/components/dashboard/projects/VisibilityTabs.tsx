import Link from 'next/link'

import { projectListHref, type ProjectVisibility } from '@/domain/dashboard-filters'

const TABS: { value: ProjectVisibility; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
]

/** Active or archived projects: a segmented control made of links, so each view has an address. */
export function VisibilityTabs({ current, counts }: { current: ProjectVisibility; counts: Record<ProjectVisibility, number> }) {
  return (
    <nav aria-label="Project visibility" className="inline-flex rounded-full border border-line bg-white p-1">
      {TABS.map(({ value, label }) => {
        const selected = value === current
        return (
          <Link
            key={value}
            href={projectListHref({ visibility: value })}
            aria-current={selected ? 'page' : undefined}
            className={`inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-medium transition-colors ${selected ? 'bg-ink text-white' : 'text-muted hover:text-ink'}`}
          >
            {label}
            <span className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-white/20' : 'bg-sand'}`}>{counts[value]}</span>
          </Link>
        )
      })}
    </nav>
  )
}
