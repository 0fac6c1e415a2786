'use client'

import { EnquiryEstimate } from './EnquiryEstimate'
import { EnquiryItemList } from './EnquiryItemList'
import { useEnquiry } from './EnquiryProvider'
import { useQuotePrices } from './use-quote-prices'

/**
 * What the visitor is enquiring about, beside the form, so it can be checked, trimmed and
 * decorated before sending, with the estimate under it.
 */
export function EnquiryItemsCard({ className = '' }: { className?: string }) {
  const { items, removeItem, changeItem, quantityRange } = useEnquiry()
  const prices = useQuotePrices(items.map((item) => item.product.id))
  return (
    <div className={`h-fit space-y-4 ${className}`}>
      <section aria-labelledby="enquiry-items-heading" className="rounded-2xl border border-line bg-white px-5 pt-5 pb-1">
        <h2 id="enquiry-items-heading" className="flex items-baseline justify-between text-sm font-semibold">
          Your products
          <span className="font-normal text-muted">
            {items.length} {items.length === 1 ? 'product' : 'products'}
          </span>
        </h2>
        <EnquiryItemList items={items} onRemove={removeItem} onChange={changeItem} prices={prices} className="mt-1" />
      </section>
      <EnquiryEstimate items={items} range={quantityRange} prices={prices} />
    </div>
  )
}
