'use client'

import dynamic from 'next/dynamic'
import { Loader2 } from 'lucide-react'
import { useState } from 'react'

import { useEnquiry } from './EnquiryProvider'

/** Where the drawer will be, from the first click until its code has arrived. */
function OpeningDrawer() {
  const { drawerOpen } = useEnquiry()
  if (!drawerOpen) return null
  return (
    <div className="fixed inset-0 z-50 bg-ink/40">
      <div role="status" className="fixed inset-y-0 right-0 flex w-full max-w-md items-center justify-center bg-paper shadow-2xl">
        <Loader2 className="size-6 animate-spin text-muted" aria-hidden />
        <span className="sr-only">Opening your enquiry…</span>
      </div>
    </div>
  )
}

// The drawer, Radix and the estimate are fetched when a visitor first opens it, not with every page.
const EnquiryDrawer = dynamic(() => import('./EnquiryDrawer').then((module) => module.EnquiryDrawer), { ssr: false, loading: OpeningDrawer })

/**
 * The enquiry drawer, mounted at its first opening and kept from then on. A click before its code
 * has arrived shows OpeningDrawer, and the drawer opens as soon as it lands.
 */
export function LazyEnquiryDrawer() {
  const { drawerOpen } = useEnquiry()
  const [opened, setOpened] = useState(false)
  // Set during render, as React allows for state derived from a change: the drawer mounts in the same pass.
  if (drawerOpen && !opened) setOpened(true)
  return opened ? <EnquiryDrawer /> : null
}
