'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

/** The submit page with nothing to enquire about: the way back to the products, or to a general enquiry. */
export function EmptyEnquiry() {
  const heading = useRef<HTMLHeadingElement>(null)

  // Removing the last product takes the focused button away; the heading catches the focus instead.
  useEffect(() => {
    if (document.activeElement === document.body) heading.current?.focus()
  }, [])

  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-line bg-white p-8 text-center sm:p-12">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Your enquiry is empty
      </h1>
      <p className="mt-2 text-muted">Add products to your enquiry, or tell us what you need in a general enquiry.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/products" className="rounded-full bg-ink px-5 py-2.5 text-sm font-medium text-white hover:bg-black/80">
          Browse products
        </Link>
        <Link href="/submit-enquiry?intent=general" className="rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium hover:border-ink">
          Send a general enquiry
        </Link>
      </div>
    </div>
  )
}
