'use client'

import { useState } from 'react'

import { clearCustomerBrowserState } from './browser-state'
import { endSession } from './end-session'

/**
 * Logging out from a button: ends the session on the server, forgets the browser's customer state
 * (customer, enquiry and shipment selection) and loads `destination` afresh, so no in-memory state
 * of the account survives. When the server did not end the session, `failure` says so and the
 * customer stays signed in.
 */
export function useLogOut(destination: string) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const logOut = async () => {
    setBusy(true)
    setFailure(null)
    const outcome = await endSession()
    if (!outcome.ended) {
      setFailure(`Log out failed (${outcome.reason}). You are still signed in; try again.`)
      setBusy(false)
      return
    }
    clearCustomerBrowserState()
    window.location.assign(destination)
  }
  return { busy, failure, logOut }
}
