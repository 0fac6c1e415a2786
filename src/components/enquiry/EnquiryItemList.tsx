'use client'

import Image from 'next/image'
import Link from 'next/link'
import { Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'

import type { EnquiryItem, ItemQuoteChoice } from '@/domain/enquiry-model'
import { ItemQuoteControls } from './ItemQuoteControls'
import type { QuotePrices } from './use-quote-prices'

const removeItemLabel = ({ product, variant }: EnquiryItem) => `Remove ${product.title}${variant ? ` in ${variant.name}` : ''}`

/**
 * The enquiry's products, each with its colour, its decoration and quantity for the estimate, and
 * a remove button; the drawer and the submit page share it.
 */
export function EnquiryItemList({
  items,
  onRemove,
  onChange,
  prices,
  onNavigate,
  className = '',
}: {
  items: EnquiryItem[]
  onRemove: (itemId: string) => void
  onChange: (itemId: string, changes: ItemQuoteChoice) => void
  prices: QuotePrices
  /** Called when a product link is followed, so a drawer can close behind it. */
  onNavigate?: () => void
  className?: string
}) {
  const list = useRef<HTMLUListElement>(null)
  const focusAfterRemoval = useRef<string | null>(null)

  // A removed row takes its focused button with it, so focus moves to the neighbouring row's.
  useEffect(() => {
    const id = focusAfterRemoval.current
    focusAfterRemoval.current = null
    if (id) list.current?.querySelector<HTMLButtonElement>(`[data-item-id="${id}"]`)?.focus()
  }, [items])

  const remove = (index: number) => {
    focusAfterRemoval.current = (items[index + 1] ?? items[index - 1])?.id ?? null
    onRemove(items[index]!.id)
  }

  return (
    <ul ref={list} aria-label="Products in your enquiry" className={`divide-y divide-line ${className}`}>
      {items.map((item, index) => (
        <li key={item.id} className="flex items-start gap-4 py-4">
          <div className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-sand">
            {item.product.imageUrl ? <Image src={item.product.imageUrl} alt="" fill sizes="64px" className="object-cover" /> : null}
          </div>
          <div className="min-w-0 flex-1">
            <Link href={`/products/${item.product.slug}`} onClick={onNavigate} className="font-medium hover:underline">
              {item.product.title}
            </Link>
            {item.variant ? (
              <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
                <span className="size-3 rounded-full ring-1 ring-black/15" style={{ backgroundColor: item.variant.colour }} />
                {item.variant.name}
              </p>
            ) : null}
            <ItemQuoteControls item={item} product={prices.products.get(item.product.id)} onChange={(changes) => onChange(item.id, changes)} />
          </div>
          <button
            type="button"
            data-item-id={item.id}
            onClick={() => remove(index)}
            className="rounded-full p-2.5 text-muted hover:bg-sand hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink"
            aria-label={removeItemLabel(item)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  )
}
