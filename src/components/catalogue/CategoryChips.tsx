import Link from 'next/link'

import type { CategorySummary } from '@/features/catalogue/categories'

/** The category filter of /products: one link per category, the current one marked. */
export function CategoryChips({
  categories,
  current,
  hrefFor,
}: {
  categories: CategorySummary[]
  current: string | null
  hrefFor: (slug: string | null) => string
}) {
  const chip = (active: boolean) =>
    `inline-flex h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
      active ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:border-ink/40'
    }`
  return (
    <nav aria-label="Filter by category" className="-mx-4 min-w-0 px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible">
        <li>
          <Link href={hrefFor(null)} aria-current={current === null ? 'page' : undefined} className={chip(current === null)}>
            All
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={hrefFor(category.slug)}
              aria-current={current === category.slug ? 'page' : undefined}
              className={chip(current === category.slug)}
            >
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
