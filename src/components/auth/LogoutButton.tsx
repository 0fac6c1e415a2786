'use client'

import { LogOut } from 'lucide-react'
import { useState } from 'react'

import { clearCustomerBrowserState } from './browser-state'
import { endSession } from './end-session'

/**
 * Ends the session on the server, forgets the browser's customer state (customer,
 * enquiry and shipment selection) and reloads into /auth so no in-memory state survives. When the
 * server did not end the session, it says so and stays: the customer is still signed in.
 */
export function LogoutButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const logout = async () => {
    setBusy(true)
    setFailure(null)
    const outcome = await endSession()
    if (!outcome.ended) {
      setFailure(`Log out failed (${outcome.reason}). You are still signed in; try again.`)
      setBusy(false)
      return
    }
    clearCustomerBrowserState()
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load, so no in-memory state of the signed-in customer survives
    window.location.assign('/auth')
  }
  return (
    <>
      {failure ? (
        <p role="alert" className="max-w-xs text-right text-xs text-red-700">
          {failure}
        </p>
      ) : null}
      <button type="button" onClick={logout} disabled={busy} className={className}>
        <LogOut className="size-4" aria-hidden />
        {busy ? 'Logging out…' : 'Log out'}
      </button>
    </>
  )
}
