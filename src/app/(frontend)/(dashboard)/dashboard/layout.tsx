import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { ImpersonationBanner } from '@/components/dashboard/ImpersonationBanner'
import { ImpersonationReload } from '@/components/dashboard/ImpersonationReload'
import { ShipmentSelectionProvider } from '@/components/dashboard/shipments/ShipmentSelectionProvider'
import { getViewer } from '@/features/auth/current-customer'

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false, follow: false } }

/**
 * Every dashboard page: per-user, so always rendered per request and never cached. Each page
 * calls `requireViewer` itself, which knows the page's path to come back to after login.
 */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer()
  return (
    <div className="min-h-screen bg-paper">
      <ImpersonationReload />
      {viewer?.staff ? (
        <ImpersonationBanner customerId={viewer.customer.id} customerName={viewer.customer.fullName || viewer.customer.email} />
      ) : null}
      <ShipmentSelectionProvider>{children}</ShipmentSelectionProvider>
    </div>
  )
}
