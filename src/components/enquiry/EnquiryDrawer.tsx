'use client'

import Link from 'next/link'
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { EnquiryEstimate } from './EnquiryEstimate'
import { EnquiryItemList } from './EnquiryItemList'
import { useEnquiry } from './EnquiryProvider'
import { useQuotePrices } from './use-quote-prices'

/** The enquiry's items in a side panel (a native modal dialog: focus trap and Escape for free). */
export function EnquiryDrawer() {
  const { drawerOpen, closeDrawer, items, enquiryName, removeItem, changeItem, quantityRange, changeQuantityRange } = useEnquiry()
  // Prices are asked for once the drawer opens, not on every page that holds an enquiry.
  const prices = useQuotePrices(drawerOpen ? items.map((item) => item.product.id) : [])
  const dialog = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (drawerOpen && !element.open) element.showModal()
    if (!drawerOpen && element.open) element.close()
  }, [drawerOpen])

  return (
    <dialog
      ref={dialog}
      onClose={closeDrawer}
      onClick={(event) => event.target === dialog.current && closeDrawer()}
      aria-labelledby="enquiry-drawer-title"
      className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-full max-w-md bg-paper p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-6 py-5">
          <div>
            <h2 id="enquiry-drawer-title" className="text-lg font-semibold">
              Your enquiry
            </h2>
            <p className="text-sm text-muted">{enquiryName}</p>
          </div>
          <button type="button" onClick={closeDrawer} className="rounded-full p-2 hover:bg-sand" aria-label="Close">
            <X className="size-5" aria-hidden />
          </button>
        </div>
        {items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <p className="font-medium">Your enquiry is empty</p>
            <p className="text-sm text-muted">Add the products you like and we will quote them with your logo.</p>
            <Link
              href="/products"
              onClick={closeDrawer}
              className="mt-2 rounded-full border border-ink/20 px-5 py-2 text-sm font-medium hover:border-ink"
            >
              Browse products
            </Link>
          </div>
        ) : (
          <div className="flex-1 overflow-y-auto px-6 pb-6">
            <EnquiryItemList items={items} onRemove={removeItem} onChange={changeItem} prices={prices} onNavigate={closeDrawer} />
            <EnquiryEstimate items={items} range={quantityRange} prices={prices} onRangeChange={changeQuantityRange} className="mt-2" />
          </div>
        )}
        <div className="border-t border-line px-6 py-5">
          <Link
            href="/submit-enquiry"
            onClick={closeDrawer}
            className="flex h-12 w-full items-center justify-center rounded-full bg-ink font-medium text-white hover:bg-black/80"
          >
            {items.length === 0 ? 'Send a general enquiry' : 'Continue to your details'}
          </Link>
        </div>
      </div>
    </dialog>
  )
}
