'use client'

import Link from 'next/link'

import { Dialog } from '@/components/ui/Dialog'
import { EnquiryEstimate } from './EnquiryEstimate'
import { EnquiryItemList } from './EnquiryItemList'
import { useEnquiry } from './EnquiryProvider'
import { useQuotePrices } from './use-quote-prices'

/**
 * The enquiry's items in a side panel (a Radix dialog: focus moves in, Escape closes, focus goes back
 * to the button that opened it). Loaded only once a visitor first opens it, by LazyEnquiryDrawer.
 */
export function EnquiryDrawer() {
  const { drawerOpen, closeDrawer, drawerOpener, items, enquiryName, removeItem, changeItem, quantityRange, changeQuantityRange } = useEnquiry()
  // Prices are asked for once the drawer opens, not on every page that holds an enquiry.
  const prices = useQuotePrices(drawerOpen ? items.map((item) => item.product.id) : [])

  return (
    <Dialog
      open={drawerOpen}
      onOpenChange={(open) => !open && closeDrawer()}
      returnFocus={drawerOpener}
      placement="side"
      title="Your enquiry"
      description={enquiryName}
    >
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
    </Dialog>
  )
}
