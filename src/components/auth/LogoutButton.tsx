'use client'

import { LogOut } from 'lucide-react'
import { useState } from 'react'

import { clearCustomerBrowserState } from './browser-state'

/**
 * Ends the session on the server, forgets the browser's customer state (spec §4: customer,
 * enquiry and shipment selection) and reloads into /auth so no in-memory state survives.
 */
export function LogoutButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false)
  const logout = async () => {
    setBusy(true)
    await fetch('/payload-api/customers/logout', { method: 'POST', credentials: 'same-origin' }).catch(() => null)
    clearCustomerBrowserState()
    window.location.assign('/auth')
  }
  return (
    <button type="button" onClick={logout} disabled={busy} className={className}>
      <LogOut className="size-4" aria-hidden />
      {busy ? 'Logging out…' : 'Log out'}
    </button>
  )
}
