'use client'

import { useEffect, useMemo, useState } from 'react'

import type { ProductToQuote } from '@/domain/enquiry-conversion'

// Prices fetched once per product and page load, shared by the drawer and the submit page.
const fetchPrices = async (ids: string): Promise<ProductToQuote[]> => {
  const response = await fetch(`/api/quote/prices?products=${ids}`)
  if (!response.ok) throw new Error(`Prices answered ${response.status}`)
  return ((await response.json()) as { products: ProductToQuote[] }).products
}

const known = new Map<number, ProductToQuote>()

export type QuotePrices = { products: ReadonlyMap<number, ProductToQuote>; loading: boolean; failed: boolean }

/** The catalogue prices the live estimate needs for these products, asked of the server (which prices the same way). */
export function useQuotePrices(productIds: readonly number[]): QuotePrices {
  const missing = [...new Set(productIds)].filter((id) => !known.has(id)).sort((a, b) => a - b)
  const key = missing.join(',')
  const [state, setState] = useState<{ key: string; failed: boolean }>({ key: '', failed: false })

  useEffect(() => {
    if (!key) return
    let current = true
    fetchPrices(key)
      .then((products) => {
        for (const product of products) known.set(product.id, product)
        if (current) setState({ key, failed: false })
      })
      .catch(() => current && setState({ key, failed: true }))
    return () => {
      current = false
    }
  }, [key])

  const loading = key !== '' && state.key !== key
  // A new map whenever prices arrive, so what is computed from it is computed again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- loading and state are the triggers, not inputs
  const products = useMemo(() => new Map(known), [loading, state])
  return { products, loading, failed: state.key === key && state.failed }
}
