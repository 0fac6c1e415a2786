import type { Metadata } from 'next'

import { Breadcrumbs } from '@/components/catalogue/Breadcrumbs'
import { CategoryCard } from '@/components/catalogue/CategoryCard'
import { EmptyState } from '@/components/catalogue/EmptyState'
import { getCategories } from '@/features/catalogue/categories'
import { storefrontMetadata } from '@/features/catalogue/seo'

export const generateMetadata = (): Promise<Metadata> =>
  storefrontMetadata({
    title: 'Shop by category',
    description:
      'Browse custom merchandise by category: apparel, headwear, drinkware, bags, stationery, tech and more, all decorated with your logo.',
    path: '/categories',
  })

export default async function CategoriesPage() {
  const categories = await getCategories()
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Categories' }]} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">Shop by category</h1>
        <p className="mt-3 text-base text-pretty text-muted sm:text-lg">
          Everything we decorate, grouped the way you shop. Every item comes with bulk pricing up front and a free digital proof.
        </p>
      </header>
      <div className="mt-10">
        {categories.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {categories.map((category, index) => (
              <li key={category.id}>
                <CategoryCard category={category} priority={index < 4} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No categories yet" action={{ href: '/products', label: 'See all products' }}>
            Our range is being organised. In the meantime, every product is on the products page.
          </EmptyState>
        )}
      </div>
    </div>
  )
}
