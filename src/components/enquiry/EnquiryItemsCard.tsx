'use client'

import { EnquiryItemList } from './EnquiryItemList'
import { useEnquiry } from './EnquiryProvider'

/** What the visitor is enquiring about, beside the form, so it can be checked and trimmed before sending. */
export function EnquiryItemsCard({ className = '' }: { className?: string }) {
  const { items, removeItem } = useEnquiry()
  return (
    <section aria-labelledby="enquiry-items-heading" className={`h-fit rounded-2xl border border-line bg-white px-5 pt-5 pb-1 ${className}`}>
      <h2 id="enquiry-items-heading" className="flex items-baseline justify-between text-sm font-semibold">
        Your products
        <span className="font-normal text-muted">{items.length} {items.length === 1 ? 'product' : 'products'}</span>
      </h2>
      <EnquiryItemList items={items} onRemove={removeItem} className="mt-1" />
    </section>
  )
}
