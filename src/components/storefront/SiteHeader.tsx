import Link from 'next/link'

import { EnquiryBadge } from '@/components/enquiry/EnquiryBadge'
import { SearchBox } from '@/components/search/SearchBox'
import { getSiteSettings } from '@/features/catalogue/storefront-data'
import { AccountLink } from './AccountLink'
import { HomeLink } from './FrameLinks'

type NavCategory = { id: number; title: string; slug: string }

const navCategories = (value: unknown): NavCategory[] =>
  Array.isArray(value) ? value.filter((c): c is NavCategory => Boolean(c && typeof c === 'object' && 'slug' in c)) : []

/**
 * The site chrome's header: the logo, the search box and the account and enquiry buttons, with the
 * categories on a row of their own below (the search box takes the room they had beside the logo).
 * Its category links are on every page and all in view, so they are not prefetched: fetching every
 * category up front would compete with the page the visitor came for.
 */
export async function SiteHeader() {
  const settings = await getSiteSettings()
  const categories = navCategories(settings.productCategories)
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5 sm:px-6 lg:flex-nowrap lg:px-8 lg:py-3">
        <HomeLink label="Swagly home" className="shrink-0" />
        {/* Below the logo row on small screens, between the logo and the buttons on large ones. */}
        <SearchBox shortcut className="order-last w-full lg:order-none lg:mx-auto lg:max-w-xl lg:flex-1" />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <AccountLink />
          <EnquiryBadge />
        </div>
      </div>
      <div className="border-t border-line lg:border-t-0">
        <nav
          aria-label="Categories"
          className="mx-auto flex max-w-7xl gap-4 overflow-x-auto px-4 py-2 text-sm sm:px-6 lg:gap-6 lg:px-8 lg:pt-0 lg:pb-3"
        >
          <Link href="/products" className="font-medium whitespace-nowrap hover:text-accent">
            All products
          </Link>
          {categories.map((category) => (
            <Link key={category.id} href={`/categories/${category.slug}`} prefetch={false} className="whitespace-nowrap text-muted hover:text-ink">
              {category.title}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  )
}
