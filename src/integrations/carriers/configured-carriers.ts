import { ausPostCarrier } from './auspost/auspost-shipping'
import { ausPostSettingsFromEnv } from './auspost/auspost-tracking'
import type { CarrierAdapter } from './carrier-adapter'
import { shippitCarrier } from './shippit/shippit-shipping'
import { shippitSettingsFromEnv } from './shippit/shippit-settings'

/** The carriers the app has accounts with, from their environment variables; none when none is set. */
export function configuredCarriers(env: Record<string, string | undefined> = process.env): CarrierAdapter[] {
  const ausPost = ausPostSettingsFromEnv(env)
  const shippit = shippitSettingsFromEnv(env)
  return [...(ausPost ? [ausPostCarrier(ausPost)] : []), ...(shippit ? [shippitCarrier(shippit)] : [])]
}
