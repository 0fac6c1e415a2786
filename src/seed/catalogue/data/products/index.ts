import type { Product } from '../types'
import { apparelProducts } from './apparel'
import { bagProducts } from './bags'
import { drinkwareProducts } from './drinkware'
import { ecoRangeProducts } from './eco-range'
import { headwearProducts } from './headwear'
import { outdoorLeisureProducts } from './outdoor-leisure'
import { packagingProducts } from './packaging'
import { stationeryProducts } from './stationery'
import { techProducts } from './tech'

export const products: Product[] = [
  ...apparelProducts,
  ...headwearProducts,
  ...drinkwareProducts,
  ...bagProducts,
  ...stationeryProducts,
  ...techProducts,
  ...outdoorLeisureProducts,
  ...ecoRangeProducts,
  ...packagingProducts,
]
