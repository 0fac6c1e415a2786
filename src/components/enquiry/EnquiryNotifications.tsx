'use client'

import { X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { useEnquiry } from './EnquiryProvider'
import { useToastEdge } from './use-toast-edge'

const AUTO_DISMISS_MS = 5000

const EDGE_CLASSES = {
  bottom: 'bottom-0 flex-col pb-[max(1rem,env(safe-area-inset-bottom))]',
  top: 'top-0 flex-col-reverse pt-[max(1rem,env(safe-area-inset-top))]',
} as const

/** Toasts for enquiry changes; the store keeps the last three plus the newest. */
export function EnquiryNotifications() {
  const { notifications, dismissNotification, apply } = useEnquiry()
  const edge = useToastEdge()
  const pathname = usePathname()
  const shownOn = useRef(pathname)

  useEffect(() => {
    const timers = notifications.map((n) => setTimeout(() => dismissNotification(n.id), AUTO_DISMISS_MS))
    return () => timers.forEach(clearTimeout)
  }, [notifications, dismissNotification])

  useEffect(() => {
    if (shownOn.current === pathname) return
    shownOn.current = pathname
    apply({ type: 'notifications-cleared' })
  }, [pathname, apply])

  return (
    <div
      aria-live="polite"
      data-edge={edge}
      data-testid="toasts"
      className={`pointer-events-none fixed inset-x-0 z-50 flex items-center gap-2 px-4 sm:items-end sm:px-6 ${EDGE_CLASSES[edge]}`}
    >
      {notifications.map((notification) => (
        <div
          key={notification.id}
          role={notification.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl px-4 py-3 text-sm shadow-lg ${
            notification.kind === 'error' ? 'bg-red-700 text-white' : 'bg-ink text-white'
          }`}
        >
          <p className="flex-1">{notification.message}</p>
          <button type="button" onClick={() => dismissNotification(notification.id)} aria-label="Dismiss" className="opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ))}
    </div>
  )
}
