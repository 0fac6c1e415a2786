import type { AnalyticsEvent } from '@/domain/analytics'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** Hands an event to the tag manager; the array is created when the tag manager is not loaded yet. */
export const pushToDataLayer = (event: AnalyticsEvent): void => {
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}
