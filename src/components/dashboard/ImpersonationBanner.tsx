'use client'

import { Eye } from 'lucide-react'
import { useState } from 'react'

import { broadcastImpersonationChange } from './impersonation-channel'

/** Tells a staff member whose dashboard they are looking at, with the way out. */
export function ImpersonationBanner({ customerName, customerId }: { customerName: string; customerId: number }) {
  const [error, setError] = useState<string | null>(null)
  const stop = async () => {
    const response = await fetch('/payload-api/customers/stop-impersonating', { method: 'POST', credentials: 'same-origin' }).catch(() => null)
    if (!response?.ok) {
      setError('Could not stop viewing as this customer. Try again.')
      return
    }
    broadcastImpersonationChange()
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- the admin is another root layout, and the dashboard's state belongs to the customer: a full load
    window.location.assign(`/admin/collections/customers/${customerId}`)
  }
  return (
    <div role="status" className="bg-accent text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <Eye className="size-4 shrink-0" aria-hidden />
        <p className="flex-1">
          You are viewing the dashboard as <strong className="font-semibold">{customerName}</strong>. What you do here is done for them.
        </p>
        {error ? <p className="font-medium">{error}</p> : null}
        <button type="button" onClick={stop} className="rounded-full bg-white px-4 py-1 font-medium text-ink hover:bg-sand">
          Stop
        </button>
      </div>
    </div>
  )
}
