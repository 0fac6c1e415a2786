// The product ids a live estimate asks prices for, read from `?products=1,2,3`.

export const MAX_QUOTED_PRODUCTS = 100

export type QuoteRequest = { ok: true; productIds: number[] } | { ok: false; message: string }

export function parseQuoteRequest(value: string | null): QuoteRequest {
  const parts = (value ?? '').split(',').filter((part) => part !== '')
  if (parts.length === 0) return { ok: false, message: 'Name the products to price, as ?products=1,2.' }
  if (parts.length > MAX_QUOTED_PRODUCTS) return { ok: false, message: `Ask for at most ${MAX_QUOTED_PRODUCTS} products at a time.` }
  if (!parts.every((part) => /^\d{1,15}$/.test(part) && Number(part) > 0)) {
    return { ok: false, message: 'Product ids are whole numbers separated by commas.' }
  }
  return { ok: true, productIds: [...new Set(parts.map(Number))] }
}
