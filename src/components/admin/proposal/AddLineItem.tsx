'use client'

import { Button } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { formatCents, parseDollarsToCents, unitPriceFor } from '@/domain/pricing'
import styles from './proposal.module.css'
import { addLineItem, searchProducts, variantsOf, type ProductChoice } from './proposal-api'

type Props = { project: number; nextPosition: number; onAdded: () => Promise<void> }

/** Pick a product (searched by name) and a variant; quantity starts at its minimum, price at its break. */
export function AddLineItem({ project, nextPosition, onAdded }: Props) {
  const ids = useId()
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<ProductChoice[]>([])
  const [product, setProduct] = useState<ProductChoice | null>(null)
  const [variants, setVariants] = useState<{ id: number; name: string }[]>([])
  const [variant, setVariant] = useState('')
  const [quantity, setQuantity] = useState('')
  const [price, setPrice] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the list empties at once when the search stops applying, rather than on the next answer
    if (product || query.trim().length < 2) return setResults([])
    const search = async () => {
      const found = await searchProducts(query.trim())
      setResults(found.ok ? found.body.docs : [])
      if (!found.ok) setError(found.message)
    }
    // A failed search comes back as a result (shown as the error), so nothing is left to await.
    const timer = setTimeout(() => void search(), 200)
    return () => clearTimeout(timer)
  }, [query, product])

  const choose = async (choice: ProductChoice) => {
    setProduct(choice)
    setQuery(choice.title)
    setResults([])
    const start = choice.minimumQuantity ?? 1
    setQuantity(String(start))
    setPrice((unitPriceFor(choice.priceBreaks, start) / 100).toFixed(2))
    const found = await variantsOf(choice.id)
    setVariants(found.ok ? found.body.docs : [])
    setVariant('')
  }

  const changeQuantity = (typed: string) => {
    setQuantity(typed)
    const value = Number(typed)
    if (product && Number.isSafeInteger(value) && value > 0) setPrice((unitPriceFor(product.priceBreaks, value) / 100).toFixed(2))
  }

  const reset = () => {
    setProduct(null)
    setQuery('')
    setVariants([])
    setVariant('')
    setQuantity('')
    setPrice('')
  }

  const add = async () => {
    if (!product) return setError('Choose a product first.')
    const count = Number(quantity)
    if (!Number.isSafeInteger(count) || count < 1) return setError('Quantity must be a whole number of at least 1.')
    const cents = parseDollarsToCents(price)
    if (cents === null) return setError('Enter the unit price in dollars, like 12.50.')
    const chosenVariant = variants.find((candidate) => String(candidate.id) === variant) ?? null
    setBusy(true)
    setError(null)
    const result = await addLineItem({
      project,
      title: chosenVariant ? `${product.title} — ${chosenVariant.name}` : product.title,
      product: product.id,
      variant: chosenVariant?.id ?? null,
      quantity: count,
      pricePerUnit: cents,
      hasSizing: Boolean(product.hasSizing),
      position: nextPosition,
    })
    setBusy(false)
    if (!result.ok) return setError(result.message)
    reset()
    await onAdded()
  }

  return (
    <div className={styles.add}>
      <h4>Add a line item</h4>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${ids}-product`}>Product</label>
          <input
            id={`${ids}-product`}
            value={query}
            placeholder="Search products by name"
            autoComplete="off"
            aria-controls={`${ids}-results`}
            onChange={(e) => {
              setProduct(null)
              setQuery(e.target.value)
            }}
          />
          {results.length ? (
            <ul id={`${ids}-results`} className={styles.results} aria-label="Matching products">
              {results.map((choice) => (
                <li key={choice.id}>
                  <button type="button" onClick={() => void choose(choice)}>
                    {choice.title}
                    {choice.priceBreaks?.length ? (
                      <span className={styles.muted}> · from {formatCents(Math.min(...choice.priceBreaks.map((b) => b.pricePerUnit)))}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <label className={styles.field}>
          Quantity
          <input inputMode="numeric" value={quantity} disabled={!product} onChange={(e) => changeQuantity(e.target.value)} />
        </label>
        <label className={styles.field}>
          Unit price ($)
          <input inputMode="decimal" value={price} disabled={!product} onChange={(e) => setPrice(e.target.value)} />
        </label>
      </div>
      {variants.length ? (
        <div className={styles.row}>
          <label className={styles.field}>
            Variant
            <select value={variant} onChange={(e) => setVariant(e.target.value)}>
              <option value="">Any / not chosen</option>
              {variants.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <Button buttonStyle="secondary" size="small" margin={false} disabled={!product || busy} onClick={add}>
          {busy ? 'Adding…' : 'Add line item'}
        </Button>
      </div>
    </div>
  )
}
