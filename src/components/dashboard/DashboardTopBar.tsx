import { LogoutButton } from '@/components/auth/LogoutButton'
import { HomeLink } from '@/components/storefront/FrameLinks'
import type { Viewer } from '@/collections/customers/customer-user'
import { CompanySwitcher } from './companies/CompanySwitcher'
import { InitialsAvatar } from './InitialsAvatar'

/** The bar across the top of every dashboard page: logo, the company worked in, who is signed in, log out. */
export function DashboardTopBar({ viewer, children }: { viewer: Viewer | null; children?: React.ReactNode }) {
  const customer = viewer?.customer
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/90 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <HomeLink label="Swagly storefront" className="shrink-0" />
        <div className="ml-auto flex min-w-0 items-center gap-3">
          {viewer ? <CompanySwitcher companies={viewer.companies} active={viewer.company} className="hidden sm:flex" /> : null}
          {customer ? (
            <>
              <p className="hidden text-right text-sm leading-tight font-medium md:block">{customer.fullName || customer.email}</p>
              <InitialsAvatar firstName={customer.firstName} lastName={customer.lastName} />
            </>
          ) : null}
          {customer && !viewer?.staff ? (
            <LogoutButton className="inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-medium text-muted hover:bg-sand hover:text-ink" />
          ) : null}
        </div>
      </div>
      {/* On a phone the company gets a row of its own, above the section tabs. */}
      {viewer && viewer.companies.length > 1 ? (
        <div className="px-4 pb-2 sm:hidden">
          <CompanySwitcher companies={viewer.companies} active={viewer.company} className="flex" />
        </div>
      ) : null}
      {children}
    </header>
  )
}
