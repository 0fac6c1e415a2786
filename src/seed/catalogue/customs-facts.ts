import type { CustomsCategory } from '@/domain/delivery/customs'
import type { CategorySlug } from './data/taxonomy'

type Facts = { hsCode: string; originCountry: string; category: CustomsCategory }

/** What a category's goods usually are at the border: its HS heading, where made, and kind. */
const BY_CATEGORY: Record<CategorySlug, Facts> = {
  apparel: { hsCode: '6109.10', originCountry: 'BD', category: 'apparel' },
  bags: { hsCode: '4202.92', originCountry: 'CN', category: 'bags' },
  drinkware: { hsCode: '7323.93', originCountry: 'CN', category: 'drinkware' },
  'eco-range': { hsCode: '4202.92', originCountry: 'IN', category: 'general' },
  headwear: { hsCode: '6505.00', originCountry: 'CN', category: 'apparel' },
  'outdoor-leisure': { hsCode: '6302.60', originCountry: 'PK', category: 'general' },
  packaging: { hsCode: '4819.10', originCountry: 'AU', category: 'general' },
  stationery: { hsCode: '4820.10', originCountry: 'CN', category: 'stationery' },
  tech: { hsCode: '8518.22', originCountry: 'CN', category: 'tech' },
}

/** Products whose goods differ from their category's. */
const BY_PRODUCT: Record<string, Partial<Facts>> = {
  'heavyweight-hoodie': { hsCode: '6110.20' },
  'ceramic-cafe-mug': { hsCode: '6912.00' },
  'latte-mug': { hsCode: '6912.00' },
  'power-bank-10000': { hsCode: '8507.60', category: 'battery' },
  'slim-power-bank-5000': { hsCode: '8507.60', category: 'battery' },
  'wireless-charging-pad': { hsCode: '8504.40' },
  'bamboo-pen': { hsCode: '9608.10', category: 'stationery' },
  'metal-click-pen': { hsCode: '9608.10' },
  'budget-click-pen': { hsCode: '9608.10' },
  'organic-cotton-tee': { hsCode: '6109.10', category: 'apparel' },
}

/**
 * The demo catalogue's customs facts, so its parcels overseas can be booked: each unit declared
 * at half its smallest-break price (what it costs us, roughly), in AUD cents.
 */
export const demoCustomsFacts = (product: { slug: string; category: CategorySlug; price: number }) => ({
  ...BY_CATEGORY[product.category],
  ...BY_PRODUCT[product.slug],
  declaredValue: Math.max(100, Math.round(product.price / 2)),
})
