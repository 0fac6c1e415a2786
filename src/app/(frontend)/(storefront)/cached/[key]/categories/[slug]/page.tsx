import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { EmptyState } from '@/components/catalogue/EmptyState'
import { FeaturedProductCard } from '@/components/storefront/ProductCard'
import { Pagination } from '@/components/catalogue/Pagination'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { SortForm } from '@/components/catalogue/SortForm'
import { DEFAULT_SORT, parsePage, parseSlug, parseSort, type ProductSort } from '@/domain/catalogue-params'
import { hrefWith } from '@/domain/storefront-url'
import { type CachedPageParams, cachedPageQuery } from '@/features/catalogue/cached-page'
import { getCategoryBySlug, type CategoryDetail } from '@/features/catalogue/categories'
import { getProducts, getProductsByIds } from '@/features/catalogue/products'
import { imageAlt, imageUrl } from '@/platform/storage/media'
import { storefrontMetadata } from '@/features/catalogue/seo'
import { StorefrontImage } from '@/components/ui/StorefrontImage'

type Props = { params: CachedPageParams<{ slug: string }> }

async function loadCategory(params: Props['params']): Promise<CategoryDetail | null> {
  const slug = parseSlug((await params).slug)
  return slug ? getCategoryBySlug(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await loadCategory(params)
  if (!category) return { title: 'Category not found', robots: { index: false } }
  const query = await cachedPageQuery(params)
  const page = parsePage(query.page)
  return storefrontMetadata({
    title: page > 1 ? `${category.title} (page ${page})` : category.title,
    description: category.description || `Custom ${category.title.toLowerCase()} decorated with your logo, with bulk pricing up front.`,
    path: `/categories/${category.slug}`,
    query,
    image: category.image,
  })
}

export default async function CategoryPage({ params }: Props) {
  const category = await loadCategory(params)
  if (!category) notFound()
  const query = await cachedPageQuery(params)
  const sort = parseSort(query.sort)
  const requestedPage = parsePage(query.page)

  const featuredProducts = await getProductsByIds(category.featuredProducts.map((row) => row.productId))
  const featured = featuredProducts.map((product) => {
    const row = category.featuredProducts.find((candidate) => candidate.productId === product.id)
    return { product, image: row?.image ?? null, description: row?.description ?? null }
  })
  const rest = await getProducts({
    categoryId: category.id,
    sort,
    page: requestedPage,
    excludeIds: featured.map((item) => item.product.id),
  })
  const showFeatured = featured.length > 0 && rest.page === 1
  const total = featured.length + rest.totalDocs
  const heroSrc = imageUrl(category.image, 'xl')
  const pageHref = (values: { sort?: ProductSort; page?: number }) =>
    hrefWith(`/categories/${category.slug}`, values, { sort: DEFAULT_SORT, page: 1 })

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories', href: '/categories' }, { label: category.title }]} />

      <header className="mt-6 grid grid-cols-1 items-center gap-8 lg:grid-cols-2 lg:gap-14">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-5xl">{category.title}</h1>
          {category.description ? <p className="mt-4 max-w-xl text-base text-pretty text-muted sm:text-lg">{category.description}</p> : null}
          <p className="mt-6 text-sm font-medium">
            {total} {total === 1 ? 'product' : 'products'}
          </p>
        </div>
        {heroSrc ? (
          <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-sand">
            <StorefrontImage
              src={heroSrc}
              alt={imageAlt(category.image, '')}
              fill
              preload
              sizes="(min-width: 1280px) 620px, (min-width: 1024px) 50vw, calc(100vw - 32px)"
              className="object-cover"
            />
          </div>
        ) : null}
      </header>

      {showFeatured ? (
        <section aria-labelledby="featured-heading" className="mt-16">
          <h2 id="featured-heading" className="text-2xl font-semibold tracking-tight">
            Popular {category.title.toLowerCase()}
          </h2>
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {featured.map((item) => (
              <li key={item.product.id}>
                <FeaturedProductCard product={item.product} image={item.image} description={item.description} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="all-heading" className="mt-16 scroll-mt-24" id="all-products">
        <div className="flex flex-col gap-4 border-b border-line pb-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="all-heading" className="text-2xl font-semibold tracking-tight">
              {showFeatured || (featured.length > 0 && rest.page > 1)
                ? `More ${category.title.toLowerCase()}`
                : `All ${category.title.toLowerCase()}`}
            </h2>
            {rest.totalDocs > 0 ? (
              <p className="mt-1 text-sm text-muted" role="status">
                {rest.totalDocs} {rest.totalDocs === 1 ? 'product' : 'products'}
                {rest.totalPages > 1 ? ` · page ${rest.page} of ${rest.totalPages}` : ''}
              </p>
            ) : null}
          </div>
          {rest.totalDocs > 1 ? <SortForm action={`/categories/${category.slug}`} sort={sort} /> : null}
        </div>
        <div className="mt-8">
          {rest.docs.length > 0 ? (
            <ProductGrid products={rest.docs} priorityCount={showFeatured ? 0 : 2} />
          ) : featured.length > 0 ? (
            <p className="text-sm text-muted">That’s the whole range for now. Everything we have is featured above.</p>
          ) : (
            <EmptyState title={`No ${category.title.toLowerCase()} just yet`} action={{ href: '/products', label: 'See all products' }}>
              We are adding to this range. Browse everything else, or send us an enquiry and we will source it.
            </EmptyState>
          )}
        </div>
        <Pagination
          page={rest.page}
          totalPages={rest.totalPages}
          hrefFor={(target) => pageHref({ sort, page: target })}
          label={`${category.title} pages`}
        />
      </section>
    </div>
  )
}
