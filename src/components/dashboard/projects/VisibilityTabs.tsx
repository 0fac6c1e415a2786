import Link from 'next/link'

import { PROJECT_LIST_VIEW_LABELS, PROJECT_LIST_VIEWS, projectListHref, type ProjectListView } from '@/domain/dashboard-filters'

/** Active, completed or archived projects: a segmented control made of links, so each view has an address. */
export function VisibilityTabs({ current, counts }: { current: ProjectListView; counts: Record<ProjectListView, number> }) {
  return (
    <nav aria-label="Project visibility" className="inline-flex rounded-full border border-line bg-white p-1">
      {PROJECT_LIST_VIEWS.map((value) => {
        const selected = value === current
        return (
          <Link
            key={value}
            href={projectListHref({ visibility: value })}
            aria-current={selected ? 'page' : undefined}
            className={`inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm sm:px-4 font-medium transition-colors ${selected ? 'bg-ink text-white' : 'text-muted hover:text-ink'}`}
          >
            {PROJECT_LIST_VIEW_LABELS[value]}
            <span className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-white/20' : 'bg-sand'}`}>{counts[value]}</span>
          </Link>
        )
      })}
    </nav>
  )
}
