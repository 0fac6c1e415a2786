import { STORAGE_KEYS } from '@/domain/enquiry-model'
import { SHIPMENT_SELECTION_KEY } from '@/domain/shipment-selection'

/** Forgets what this browser kept for the signed-in customer: enquiry state and shipment selection. */
export function clearCustomerBrowserState(): void {
  try {
    for (const key of [...Object.values(STORAGE_KEYS), SHIPMENT_SELECTION_KEY]) window.localStorage.removeItem(key)
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
