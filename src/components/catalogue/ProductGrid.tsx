import { ProductCard } from '@/components/storefront/ProductCard'
import type { ProductSummary } from '@/features/catalogue/listed-products'

/** The cards a desktop shows in its first row, two rows on a phone: the rest render as they near the screen. */
const FIRST_ROW = 4

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
        // The padding, offset by the margin, holds the card's focus ring: a deferred card clips what it paints.
        <li key={product.id} className={`-m-1.5 p-1.5 ${index >= FIRST_ROW ? 'render-near-viewport' : ''}`}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
