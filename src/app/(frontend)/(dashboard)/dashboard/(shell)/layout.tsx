import { Plus } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { DashboardNav } from '@/components/dashboard/DashboardNav'
import { DashboardTabs } from '@/components/dashboard/DashboardTabs'
import { DashboardTopBar } from '@/components/dashboard/DashboardTopBar'
import { buttonClasses } from '@/components/ui/button'
import { getViewer } from '@/features/auth/current-customer'

/** The dashboard layout: section navigation beside (or above, on phones) the page. */
export default async function DashboardShellLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer()
  const newProject = (
    <Link href="/start" className={buttonClasses('primary', 'md', 'w-full')}>
      <Plus className="size-4" aria-hidden />
      Start a new project
    </Link>
  )
  return (
    <>
      <DashboardTopBar viewer={viewer}>
        <div className="lg:hidden">
          <DashboardTabs />
        </div>
      </DashboardTopBar>
      <div className="mx-auto flex max-w-7xl gap-10 px-4 py-8 sm:px-6 lg:px-8 lg:py-10 has-[[data-sticky-bar]]:pb-[calc(7rem+env(safe-area-inset-bottom))]">
        <aside className="hidden w-56 shrink-0 lg:block print:hidden">
          <div className="sticky top-24 space-y-6">
            <DashboardNav />
            {newProject}
          </div>
        </aside>
        <main id="main" className="min-w-0 flex-1">
          {children}
          <div className="mt-10 lg:hidden print:hidden">{newProject}</div>
        </main>
      </div>
    </>
  )
}
