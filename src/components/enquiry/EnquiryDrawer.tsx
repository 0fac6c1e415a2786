'use client'

import Image from 'next/image'
import Link from 'next/link'
import { Trash2, X } from 'lucide-react'
import { useEffect, useRef } from 'react'

import { useEnquiry } from './EnquiryProvider'

/** The enquiry's items in a side panel (a native modal dialog: focus trap and Escape for free). */
export function EnquiryDrawer() {
  const { drawerOpen, closeDrawer, items, enquiryName, removeItem } = useEnquiry()
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
            <h2 id="enquiry-drawer-title" className="text-lg font-semibold">Your enquiry</h2>
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
            <Link href="/products" onClick={closeDrawer} className="mt-2 rounded-full border border-ink/20 px-5 py-2 text-sm font-medium hover:border-ink">
              Browse products
            </Link>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-line overflow-y-auto px-6">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-4 py-4">
                <div className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-sand">
                  {item.product.imageUrl ? <Image src={item.product.imageUrl} alt="" fill sizes="64px" className="object-cover" /> : null}
                </div>
                <div className="min-w-0 flex-1">
                  <Link href={`/products/${item.product.slug}`} onClick={closeDrawer} className="font-medium hover:underline">
                    {item.product.title}
                  </Link>
                  {item.variant ? (
                    <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
                      <span className="size-3 rounded-full ring-1 ring-black/15" style={{ backgroundColor: item.variant.colour }} />
                      {item.variant.name}
                    </p>
                  ) : null}
                </div>
                <button
                  type="button"
                  onClick={() => removeItem(item.id)}
                  className="rounded-full p-2 text-muted hover:bg-sand hover:text-ink"
                  aria-label={`Remove ${item.product.title}${item.variant ? ` in ${item.variant.name}` : ''}`}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
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
