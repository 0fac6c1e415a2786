'use client'

import { useEffect } from 'react'

import { fromAnotherTab, IMPERSONATION_CHANNEL } from './impersonation-channel'

/** Reloads this tab when another tab starts or stops viewing the dashboard as a customer. */
export function ImpersonationReload() {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(IMPERSONATION_CHANNEL)
    channel.onmessage = (event) => {
      if (fromAnotherTab(event.data)) window.location.reload()
    }
    return () => channel.close()
  }, [])
  return null
}
