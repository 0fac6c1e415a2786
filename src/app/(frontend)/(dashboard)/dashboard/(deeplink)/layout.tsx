import type { ReactNode } from 'react'

import { DashboardTopBar } from '@/components/dashboard/DashboardTopBar'
import { getViewer } from '@/features/auth/current-customer'

/**
 * The dashboard-deeplink layout for the project detail and shipment creation: the
 * whole width for the task, no section navigation; each page renders its own back link.
 */
export default async function DashboardDeeplinkLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer()
  return (
    <>
      <DashboardTopBar viewer={viewer} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
        {children}
      </main>
    </>
  )
}
