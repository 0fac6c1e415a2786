'use client'

import { ShoppingBag } from 'lucide-react'

import { useEnquiry } from './EnquiryProvider'

/** The header button: how many items the enquiry holds; opens the drawer. */
export function EnquiryBadge() {
  const { itemCount, openDrawer } = useEnquiry()
  return (
    <button
      type="button"
      onClick={(event) => openDrawer(event.currentTarget)}
      className="relative inline-flex h-10 items-center gap-2 rounded-full bg-ink px-4 text-sm font-medium text-white hover:bg-black/80"
      aria-label={`Your enquiry, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`}
    >
      <ShoppingBag className="size-4" aria-hidden />
      <span className="hidden sm:inline">Enquiry</span>
      <span
        className="inline-flex min-w-5 items-center justify-center rounded-full bg-white px-1.5 text-xs font-semibold text-ink tabular-nums"
        data-testid="enquiry-count"
      >
        {itemCount}
      </span>
    </button>
  )
}
