// Authoring helper for the product lists: fills the defaults, derives the base price and minimum
// from the breaks, and looks variant colours up in the shared palette.
import { palette, type ColourName } from '../palette'
import type { Product } from '../types'

type ProductInput = Omit<
  Product,
  'price' | 'priceBreaks' | 'minimumQuantity' | 'variants' | 'hasSizing' | 'status' | 'draft' | 'showOnProductCategory' | 'featured'
> &
  Partial<Pick<Product, 'hasSizing' | 'status' | 'draft' | 'showOnProductCategory' | 'featured'>> & {
    /** [minimum quantity, unit price in cents], smallest quantity first. */
    breaks: [number, number][]
    colours: ColourName[]
  }

export function defineProduct({ breaks, colours, ...product }: ProductInput): Product {
  const cheaperAsQuantityGrows = breaks.every(([quantity, price], i) => i === 0 || (quantity > breaks[i - 1][0] && price < breaks[i - 1][1]))
  if (breaks.length < 3 || breaks.length > 5 || !cheaperAsQuantityGrows) {
    throw new Error(`${product.slug}: needs 3–5 price breaks, getting cheaper as quantity grows`)
  }
  if (colours.length < 2 || colours.length > 6) throw new Error(`${product.slug}: needs 2–6 colour variants`)
  const [minimumQuantity, price] = breaks[0]
  return {
    hasSizing: false,
    status: 'active',
    draft: false,
    showOnProductCategory: true,
    featured: false,
    ...product,
    price,
    minimumQuantity,
    priceBreaks: breaks.map(([minQuantity, pricePerUnit]) => ({ minQuantity, pricePerUnit })),
    variants: colours.map((name) => ({ name, colour: palette[name] })),
  }
}
