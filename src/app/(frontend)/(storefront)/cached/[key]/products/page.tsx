import type { Metadata } from 'next'
import Link from 'next/link'
import { Heart } from 'lucide-react'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { CategoryChips } from '@/components/catalogue/CategoryChips'
import { EmptyState } from '@/components/catalogue/EmptyState'
import { Pagination } from '@/components/catalogue/Pagination'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { SortForm } from '@/components/catalogue/SortForm'
import { NoSearchResults } from '@/components/search/NoSearchResults'
import { SearchBox } from '@/components/search/SearchBox'
import { SearchTracker } from '@/components/search/SearchTracker'
import { DEFAULT_SORT, parsePage, parseSlug, parseSort, type ProductSort } from '@/domain/catalogue-params'
import { BEST_MATCH_LABEL } from '@/domain/search/search-order'
import { normaliseSearchQuery } from '@/domain/search/search-query'
import { hrefWith } from '@/domain/storefront-url'
import { type CachedPageParams, cachedPageQuery } from '@/features/catalogue/cached-page'
import { getCategories } from '@/features/catalogue/categories'
import { getProducts, PRODUCTS_PER_PAGE } from '@/features/catalogue/products'
import { getSearchResults } from '@/features/search/search-results'
import { storefrontMetadata } from '@/features/catalogue/seo'

type Props = { params: CachedPageParams }

const DESCRIPTION =
  'Custom apparel, drinkware, bags, stationery and tech, decorated with your logo. Bulk prices up front and a free digital proof within one business day.'

/** The listing a visitor asked for; unknown categories, sorts and pages fall back to the defaults. */
async function listing(pageParams: CachedPageParams) {
  const params = await cachedPageQuery(pageParams)
  const categories = await getCategories()
  const slug = parseSlug(params.category)
  const category = (slug && categories.find((candidate) => candidate.slug === slug)) || null
  const intent = params.intent === 'wishlist' ? 'wishlist' : null
  const query = normaliseSearchQuery(params.q)
  return { categories, category, sort: parseSort(params.sort), page: parsePage(params.page), intent, query }
}

const listHref = (values: { category?: string | null; sort?: ProductSort; page?: number; q?: string | null }) =>
  hrefWith('/products', values, { sort: DEFAULT_SORT, page: 1 })

const pageTitle = (query: string | null, category: { title: string } | null) =>
  query ? `Results for “${query}”${category ? ` in ${category.title}` : ''}` : category ? category.title : 'All products'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category, sort, page, query } = await listing(params)
  const title = query ? pageTitle(query, category) : category ? `${category.title} products` : 'All products'
  const metadata = await storefrontMetadata({
    title: page > 1 ? `${title} (page ${page})` : title,
    description: category?.description || DESCRIPTION,
    path: '/products',
    // An unknown category shows every product, so it is no part of the address either.
    query: { category: category?.slug, sort, page: String(page), q: query ?? undefined },
    image: category?.image,
  })
  // Result pages are endless variations of the listings: followed, never indexed.
  return query ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

export default async function ProductsPage({ params }: Props) {
  const { categories, category, sort, page, intent, query } = await listing(params)
  const categoryId = category?.id ?? null
  const result = query
    ? await getSearchResults({ query, categoryId, sort, page, limit: PRODUCTS_PER_PAGE })
    : await getProducts({ categoryId, sort, page })
  const title = pageTitle(query, category)
  const first = (result.page - 1) * result.limit + 1
  const last = first + result.docs.length - 1

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <Breadcrumbs
        items={
          query
            ? [{ label: 'Home', href: '/' }, { label: 'Products', href: '/products' }, { label: 'Search' }]
            : category
              ? [{ label: 'Home', href: '/' }, { label: 'Products', href: '/products' }, { label: category.title }]
              : [{ label: 'Home', href: '/' }, { label: 'Products' }]
        }
      />
      <header className="mt-6 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="mt-3 text-base text-pretty text-muted sm:text-lg">
            {query
              ? `${result.totalDocs} ${result.totalDocs === 1 ? 'product matches' : 'products match'} your search.`
              : category?.description || DESCRIPTION}
          </p>
        </div>
        <SearchBox
          key={query ?? ''}
          defaultValue={query ?? ''}
          hidden={{ category: category?.slug, sort: sort === DEFAULT_SORT ? null : sort }}
          className="w-full lg:w-96 lg:shrink-0"
        />
      </header>
      {query ? <SearchTracker term={query} resultCount={result.totalDocs} /> : null}

      {intent === 'wishlist' ? (
        <aside className="mt-8 flex flex-col gap-4 rounded-2xl bg-sand p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white">
              <Heart className="size-5 text-accent" aria-hidden />
            </span>
            <div>
              <h2 className="font-semibold">Build your wishlist</h2>
              <p className="mt-1 text-sm text-muted">
                Add the products and colours you like. When you are ready, send your enquiry and we will reply with a proof and quote within one
                business day.
              </p>
            </div>
          </div>
          <Link
            href="/submit-enquiry"
            className="inline-flex h-11 shrink-0 items-center justify-center rounded-full border border-ink/20 bg-white px-5 text-sm font-medium hover:border-ink"
          >
            Review enquiry
          </Link>
        </aside>
      ) : null}

      <div className="mt-8 flex flex-col gap-4 border-y border-line py-4 lg:flex-row lg:items-start lg:justify-between lg:gap-8">
        <CategoryChips categories={categories} current={category?.slug ?? null} hrefFor={(slug) => listHref({ category: slug, sort, q: query })} />
        <div className="flex shrink-0 items-center justify-end">
          <SortForm
            action="/products"
            sort={sort}
            hidden={{ category: category?.slug, q: query }}
            labels={query ? { [DEFAULT_SORT]: BEST_MATCH_LABEL } : undefined}
          />
        </div>
      </div>

      <section aria-labelledby="results-heading" className="mt-8">
        <h2 id="results-heading" className="sr-only">
          {title}
        </h2>
        {result.docs.length > 0 ? (
          <>
            <p className="mb-6 text-sm text-muted" role="status">
              Showing {first}–{last} of {result.totalDocs} {result.totalDocs === 1 ? 'product' : 'products'}
            </p>
            <ProductGrid products={result.docs} priorityCount={2} />
          </>
        ) : query ? (
          <NoSearchResults query={query} categories={categories} withoutCategoryHref={category ? listHref({ q: query, sort }) : null} />
        ) : (
          <EmptyState
            title={category ? `No ${category.title.toLowerCase()} just yet` : 'No products just yet'}
            action={category ? { href: '/products', label: 'See all products' } : { href: '/start', label: 'Send us an enquiry' }}
          >
            {category
              ? 'We are adding to this range. Browse everything else, or tell us what you are after and we will source it.'
              : 'Our range is being updated. Tell us what you are after and we will source it for you.'}
          </EmptyState>
        )}
      </section>

      <Pagination
        page={result.page}
        totalPages={result.totalPages}
        hrefFor={(target) => listHref({ category: category?.slug, sort, page: target, q: query })}
        label="Product pages"
      />
    </div>
  )
}
