import { ProductCard } from '@/components/storefront/ProductCard'
import type { ProductSummary } from '@/features/catalogue/listed-products'

/** Product cards in a responsive grid: two across on a phone, four on a desktop. */
export function ProductGrid({
  products,
  headingLevel = 'h3',
  priorityCount = 0,
}: {
  products: ProductSummary[]
  headingLevel?: 'h2' | 'h3' | 'h4'
  priorityCount?: number
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
