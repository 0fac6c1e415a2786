'use client'

import { useId, useState } from 'react'

import type { ProductToQuote } from '@/domain/enquiry-conversion'
import type { EnquiryItem, ItemQuoteChoice } from '@/domain/enquiry-model'
import { formatCents } from '@/domain/pricing'
import { exactQuantityProblem, MAX_EXACT_QUANTITY } from '@/domain/quote'

const controlClass =
  'rounded-lg border border-line bg-white px-2.5 py-1.5 text-sm outline-none focus:border-ink focus:ring-2 focus:ring-ink/10 aria-[invalid=true]:border-red-600'

const feeWording = (unitPrice: number, setupFee: number) =>
  [unitPrice ? `+${formatCents(unitPrice)} each` : null, setupFee ? `${formatCents(setupFee)} set-up fee` : null].filter(Boolean).join(', ')

/** An item's decoration and, if the buyer knows it, its exact quantity (else the enquiry's range applies). */
export function ItemQuoteControls({
  item,
  product,
  onChange,
}: {
  item: EnquiryItem
  product: ProductToQuote | undefined
  onChange: (changes: ItemQuoteChoice) => void
}) {
  const decorationId = useId()
  const feesId = useId()
  const quantityId = useId()
  const errorId = useId()
  const [typed, setTyped] = useState(item.quantity ? String(item.quantity) : '')
  const problem = exactQuantityProblem(typed.trim())
  const chosen = product?.decorations.find((option) => option.id === item.decoration)
  const chosenFees = chosen ? feeWording(chosen.unitPrice ?? 0, chosen.setupFee ?? 0) : ''
  const name = item.variant ? `${item.product.title} in ${item.variant.name}` : item.product.title

  const changeQuantity = (text: string) => {
    setTyped(text)
    const trimmed = text.trim()
    // A quantity that cannot be quoted is not kept: the range prices the item until it is fixed.
    onChange({ quantity: trimmed !== '' && exactQuantityProblem(trimmed) === null ? Number(trimmed) : null })
  }

  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-40">
          <label htmlFor={decorationId} className="block text-xs text-muted">
            Decoration
          </label>
          <select
            id={decorationId}
            aria-label={`Decoration for ${name}`}
            aria-describedby={chosenFees ? feesId : undefined}
            value={item.decoration ?? ''}
            onChange={(event) => onChange({ decoration: event.target.value ? Number(event.target.value) : null })}
            className={`mt-1 w-full ${controlClass}`}
          >
            <option value="">No decoration</option>
            {(product?.decorations ?? []).map((option) => {
              const fees = feeWording(option.unitPrice ?? 0, option.setupFee ?? 0)
              return (
                <option key={option.id} value={option.id}>
                  {/* A closed select cannot wrap: the chosen option shows its name, its fees go below. */}
                  {fees && option.id !== item.decoration ? `${option.label} (${fees})` : option.label}
                </option>
              )
            })}
          </select>
          {chosenFees ? (
            <p id={feesId} data-decoration-fees className="mt-1 text-xs text-muted">
              {chosenFees}
            </p>
          ) : null}
        </div>
        <div className="w-28">
          <label htmlFor={quantityId} className="block text-xs text-muted">
            Exact quantity
          </label>
          <input
            id={quantityId}
            aria-label={`Exact quantity of ${name}`}
            data-exact-quantity
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Use range"
            maxLength={String(MAX_EXACT_QUANTITY).length + 2}
            value={typed}
            onChange={(event) => changeQuantity(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
            className={`mt-1 w-full ${controlClass}`}
          />
        </div>
      </div>
      {problem ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
