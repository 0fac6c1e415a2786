'use client'

import { useId, useMemo } from 'react'

import type { EnquiryItem } from '@/domain/enquiry-model'
import { QUANTITY_RANGES } from '@/domain/enquiry-options'
import { formatCents } from '@/domain/pricing'
import { quoteFor, type QuoteItem } from '@/domain/quote'
import { amountWording, priceBreakWording, quantityWording } from '@/domain/quote-wording'
import type { QuotePrices } from './use-quote-prices'

/** The estimate table's columns: the item, then its figures aligned right. */
const COLUMNS = [
  { label: 'Item', className: 'py-2 pr-2 font-medium' },
  { label: 'Qty', className: 'py-2 pr-2 text-right font-medium' },
  { label: 'Each', className: 'py-2 pr-2 text-right font-medium' },
  { label: 'Total', className: 'py-2 text-right font-medium' },
]

/**
 * The live estimate: each item at the quantity and decoration chosen, its set-up fee, and the
 * total with GST, computed by the same rules the server stores and staff's proposal starts from.
 */
export function EnquiryEstimate({
  items,
  range,
  prices,
  onRangeChange,
  className = '',
}: {
  items: EnquiryItem[]
  range: string
  prices: QuotePrices
  /** Given where the estimate offers its own range picker (the drawer); the submit page has it in the form. */
  onRangeChange?: (range: string) => void
  className?: string
}) {
  const headingId = useId()
  const rangeId = useId()
  const quote = useMemo(() => {
    const quoted = items.flatMap((item): QuoteItem[] => {
      const product = prices.products.get(item.product.id)
      return product ? [{ product, variantName: item.variant?.name, decoration: item.decoration, exactQuantity: item.quantity }] : []
    })
    return quoted.length ? quoteFor(range, quoted) : null
  }, [items, range, prices.products])

  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-line bg-white p-5 ${className}`}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-sm font-semibold">
          Estimate
        </h2>
        <span className="text-xs text-muted">AUD, prices ex GST</span>
      </div>
      {onRangeChange ? (
        <div className="mt-3 flex items-center justify-between gap-3">
          <label htmlFor={rangeId} className="text-sm">
            How many of each?
          </label>
          <select
            id={rangeId}
            value={range}
            onChange={(event) => onRangeChange(event.target.value)}
            className="rounded-xl border border-line bg-white px-3 py-2 text-sm outline-none focus:border-ink focus:ring-2 focus:ring-ink/10"
          >
            {QUANTITY_RANGES.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      ) : null}
      {quote === null ? (
        <p className="mt-3 text-sm text-muted" role="status">
          {prices.failed
            ? 'The estimate could not be loaded. Your enquiry can still be sent.'
            : prices.loading
              ? 'Working out your estimate…'
              : 'No prices to estimate yet.'}
        </p>
      ) : (
        <>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">Estimate by product</caption>
            <thead className="text-left text-xs text-muted">
              <tr className="border-b border-line">
                {COLUMNS.map((column) => (
                  <th key={column.label} scope="col" className={column.className}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {quote.lines.flatMap((line, index) => {
                const details = [line.decoration?.label ?? 'No decoration', priceBreakWording(line)].filter(Boolean).join(' · ')
                const rows = [
                  <tr key={`${index}-item`} className={line.setupFee ? '' : 'border-b border-line'}>
                    <th scope="row" className="py-2 pr-2 text-left align-top font-normal">
                      <span className="font-medium">{line.title}</span>
                      <span className="block text-xs text-muted">{details}</span>
                    </th>
                    <td className="py-2 pr-2 text-right align-top whitespace-nowrap tabular-nums">{quantityWording(line)}</td>
                    <td className="py-2 pr-2 text-right align-top tabular-nums">{formatCents(line.pricePerItem)}</td>
                    <td className="py-2 text-right align-top tabular-nums">{formatCents(line.quantity * line.pricePerItem)}</td>
                  </tr>,
                ]
                if (line.setupFee) {
                  rows.push(
                    <tr key={`${index}-setup`} className="border-b border-line text-muted">
                      <th scope="row" colSpan={3} className="pb-2 text-left text-xs font-normal">
                        Set-up: {line.decoration?.label}
                      </th>
                      <td className="pb-2 text-right text-xs tabular-nums">{formatCents(line.setupFee)}</td>
                    </tr>,
                  )
                }
                return rows
              })}
            </tbody>
          </table>
          <dl aria-live="polite" aria-atomic="true" className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted">Subtotal (ex GST)</dt>
              <dd className="tabular-nums">{amountWording(quote.subtotal, quote.isFrom)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-muted">GST (10%)</dt>
              <dd className="tabular-nums">{formatCents(quote.gst)}</dd>
            </div>
            <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
              <dt>Estimated total (inc GST)</dt>
              <dd data-testid="estimate-total" className="tabular-nums">
                {amountWording(quote.total, quote.isFrom)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-muted">
            {quote.isFrom ? 'Priced at the least your quantity range can mean. ' : ''}
            An estimate from our catalogue prices; your proposal confirms the final price and delivery.
          </p>
        </>
      )}
    </section>
  )
}
