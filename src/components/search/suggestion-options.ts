import { hrefWith } from '@/domain/storefront-url'
import type { SuggestedCategory, SuggestedProduct, Suggestions } from '@/features/search/suggestions'

/** One choice in the suggestion list, in the order the arrow keys move through them. */
export type SuggestionOption =
  | { kind: 'category'; href: string; category: SuggestedCategory }
  | { kind: 'product'; href: string; product: SuggestedProduct }
  | { kind: 'all'; href: string; query: string; total: number }

export const resultsHref = (query: string, hidden: Record<string, string | null | undefined> = {}) => hrefWith('/products', { ...hidden, q: query })

/** Categories first (a shortcut to a whole range), then products, then every result. */
export const suggestionOptions = (suggestions: Suggestions, hidden: Record<string, string | null | undefined> = {}): SuggestionOption[] => [
  ...suggestions.categories.map((category) => ({ kind: 'category' as const, href: `/categories/${category.slug}`, category })),
  ...suggestions.products.map((product) => ({ kind: 'product' as const, href: `/products/${product.slug}`, product })),
  { kind: 'all' as const, href: resultsHref(suggestions.query, hidden), query: suggestions.query, total: suggestions.total },
]
