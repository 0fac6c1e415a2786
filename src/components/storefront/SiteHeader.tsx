import Link from 'next/link'

import { EnquiryBadge } from '@/components/enquiry/EnquiryBadge'
import { SearchBox } from '@/components/search/SearchBox'
import { getSiteSettings } from '@/lib/storefront-data'
import { AccountLink } from './AccountLink'
import { Logo } from './Logo'

type NavCategory = { id: number; title: string; slug: string }

const navCategories = (value: unknown): NavCategory[] =>
  Array.isArray(value) ? value.filter((c): c is NavCategory => Boolean(c && typeof c === 'object' && 'slug' in c)) : []

/**
 * The site chrome's header. Its category links are on every page and all in view, so they are not
 * prefetched: fetching every category up front would compete with the page the visitor came for.
 */
export async function SiteHeader() {
  const settings = await getSiteSettings()
  const categories = navCategories(settings.productCategories)
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/90 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-2.5 sm:px-6 lg:h-16 lg:flex-nowrap lg:py-0 lg:px-8">
        <Link href="/" className="shrink-0" aria-label="Swagly home">
          <Logo />
        </Link>
        <nav aria-label="Categories" className="hidden flex-1 items-center gap-5 overflow-x-auto text-sm lg:flex">
          <Link href="/products" className="font-medium whitespace-nowrap hover:text-accent">
            All products
          </Link>
          {categories.map((category) => (
            <Link
              key={category.id}
              href={`/categories/${category.slug}`}
              prefetch={false}
              className="whitespace-nowrap text-muted hover:text-ink"
            >
              {category.title}
            </Link>
          ))}
        </nav>
        {/* Below the logo row on small screens, beside the account links on large ones. */}
        <SearchBox shortcut className="order-last w-full lg:order-none lg:w-72 lg:shrink-0 xl:w-80" />
        <div className="ml-auto flex items-center gap-2 lg:ml-0">
          <AccountLink />
          <EnquiryBadge />
        </div>
      </div>
      <nav aria-label="Categories" className="flex gap-4 overflow-x-auto border-t border-line px-4 py-2 text-sm lg:hidden">
        <Link href="/products" className="font-medium whitespace-nowrap">
          All products
        </Link>
        {categories.map((category) => (
          <Link key={category.id} href={`/categories/${category.slug}`} prefetch={false} className="whitespace-nowrap text-muted">
            {category.title}
          </Link>
        ))}
      </nav>
    </header>
  )
}
