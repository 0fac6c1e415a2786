/** Every tab of this browser listens here, so starting or stopping impersonation reloads them all. */
export const IMPERSONATION_CHANNEL = 'impersonation'

/**
 * This tab's name on the channel. A tab hears its own messages on its other channel objects, and
 * the tab that starts or stops navigates by itself: reloading it too would race that navigation.
 */
const THIS_TAB = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random())

export function broadcastImpersonationChange(): void {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(IMPERSONATION_CHANNEL)
  channel.postMessage({ from: THIS_TAB })
  channel.close()
}

/** Whether a message on the channel came from another tab. */
export const fromAnotherTab = (message: unknown): boolean => (message as { from?: unknown } | null)?.from !== THIS_TAB
