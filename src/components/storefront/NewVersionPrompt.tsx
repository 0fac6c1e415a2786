'use client'

import { RefreshCw } from 'lucide-react'
import { useEffect, useState } from 'react'

import { isNewerBuild } from '@/domain/build-version'

const POLL_INTERVAL_MS = 60_000

/**
 * Asks the server which build it runs, every minute and whenever the tab comes back into view;
 * once it is not the build this page came from, offers a reload. Quiet: it never interrupts.
 */
export function NewVersionPrompt({ buildId }: { buildId: string }) {
  const [outdated, setOutdated] = useState(false)

  useEffect(() => {
    if (outdated) return
    const check = async () => {
      if (document.visibilityState !== 'visible') return
      try {
        const response = await fetch('/builds/latest.json', { cache: 'no-store' })
        if (response.ok && isNewerBuild(buildId, await response.json())) setOutdated(true)
      } catch {
        // Offline or mid-deploy: ask again on the next tick.
      }
    }
    // check() catches its own failures, so nothing is left to await.
    const checkNow = () => void check()
    const timer = window.setInterval(checkNow, POLL_INTERVAL_MS)
    document.addEventListener('visibilitychange', checkNow)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', checkNow)
    }
  }, [buildId, outdated])

  if (!outdated) return null
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-2xl border border-line bg-white px-4 py-3 text-sm shadow-[0_8px_30px_rgba(17,17,17,0.12)]"
    >
      <p>A new version is available</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full bg-ink px-4 font-medium text-white hover:bg-black/80"
      >
        <RefreshCw className="size-3.5" aria-hidden /> Reload
      </button>
    </div>
  )
}
