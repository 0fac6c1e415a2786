import Image from 'next/image'
import Link from 'next/link'
import { SearchX } from 'lucide-react'

import type { CategorySummary } from '@/features/catalogue/categories'
import { imageUrl } from '@/platform/storage/media'
import { IconBadge } from '@/components/ui/IconBadge'

/**
 * A search that found nothing: say so plainly, offer to drop the category filter when there is
 * one, and suggest categories to browse rather than leave a blank page.
 */
export function NoSearchResults({
  query,
  categories,
  withoutCategoryHref,
}: {
  query: string
  categories: CategorySummary[]
  withoutCategoryHref: string | null
}) {
  return (
    <div className="rounded-2xl border border-line bg-white px-6 py-10 sm:px-10">
      <div className="flex flex-col items-center text-center">
        <IconBadge icon={SearchX} tone="muted" />
        <h2 className="mt-4 text-lg font-semibold text-balance">{`No products match “${query}”`}</h2>
        <p className="mt-2 max-w-md text-sm text-muted">
          Check the spelling or try a more general word, like “bag” or “bottle”.
          {withoutCategoryHref ? ' Or search every category.' : ' Or browse a category below.'}
        </p>
        {withoutCategoryHref ? (
          <Link
            href={withoutCategoryHref}
            className="mt-6 inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-medium text-white hover:bg-black/80"
          >
            Search all categories
          </Link>
        ) : null}
      </div>
      {categories.length > 0 ? (
        <section aria-labelledby="browse-categories" className="mt-10">
          <h3 id="browse-categories" className="text-sm font-semibold">
            Browse by category
          </h3>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {categories.map((category) => {
              const src = imageUrl(category.image, 'md')
              return (
                <li key={category.id}>
                  <Link
                    href={`/categories/${category.slug}`}
                    className="group flex items-center gap-3 rounded-xl border border-line p-2 pr-3 hover:border-ink/40"
                  >
                    <span className="relative size-12 shrink-0 overflow-hidden rounded-lg bg-sand">
                      {src ? <Image src={src} alt="" fill sizes="48px" className="object-cover" /> : null}
                    </span>
                    <span className="text-sm font-medium group-hover:underline">{category.title}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
