'use client'

import { X } from 'lucide-react'
import { useEffect } from 'react'

import { useEnquiry } from './EnquiryProvider'

const AUTO_DISMISS_MS = 5000

/** Toasts for enquiry changes; the store keeps the last three plus the newest. */
export function EnquiryNotifications() {
  const { notifications, dismissNotification } = useEnquiry()
  useEffect(() => {
    const timers = notifications.map((n) => setTimeout(() => dismissNotification(n.id), AUTO_DISMISS_MS))
    return () => timers.forEach(clearTimeout)
  }, [notifications, dismissNotification])
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6">
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
