'use client'

import { Loader2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

import { useEnquiry } from './EnquiryProvider'

/** Where the drawer will be, from the first click until its code has arrived (or, offline, has failed to). */
function DrawerPlaceholder({ failed = false }: { failed?: boolean }) {
  const { drawerOpen, closeDrawer } = useEnquiry()
  if (!drawerOpen) return null
  return (
    <div className="fixed inset-0 z-50 bg-ink/40">
      <div
        role={failed ? 'alert' : 'status'}
        className="fixed inset-y-0 right-0 flex w-full max-w-md flex-col items-center justify-center gap-4 bg-paper px-6 text-center shadow-2xl"
      >
        {failed ? (
          <>
            <p>Your enquiry could not be opened. Check your connection and reload the page.</p>
            <button type="button" onClick={closeDrawer} className="rounded-full border border-ink/20 px-5 py-2 text-sm font-medium hover:border-ink">
              Close
            </button>
          </>
        ) : (
          <>
            <Loader2 className="size-6 animate-spin text-muted" aria-hidden />
            <span className="sr-only">Opening your enquiry…</span>
          </>
        )}
      </div>
    </div>
  )
}

// The drawer, Radix and the estimate are fetched when a visitor first opens it, not with every page.
// React's own lazy, not next/dynamic: it is only ever rendered in the browser, and adds no code of its own.
// A failed fetch shows a notice in the drawer's place rather than taking the page down with it.
const EnquiryDrawer = lazy(() =>
  import('./EnquiryDrawer').then(
    (module) => ({ default: module.EnquiryDrawer }),
    () => ({ default: () => <DrawerPlaceholder failed /> }),
  ),
)

/**
 * The enquiry drawer, mounted at its first opening and kept from then on. A click before its code
 * has arrived shows DrawerPlaceholder, and the drawer opens as soon as it lands.
 */
export function LazyEnquiryDrawer() {
  const { drawerOpen } = useEnquiry()
  const [opened, setOpened] = useState(false)
  // Set during render, as React allows for state derived from a change: the drawer mounts in the same pass.
  if (drawerOpen && !opened) setOpened(true)
  return opened ? (
    <Suspense fallback={<DrawerPlaceholder />}>
      <EnquiryDrawer />
    </Suspense>
  ) : null
}
