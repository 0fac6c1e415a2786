import { SHIPPIT_STAND_IN_DEFAULTS } from '@/integrations/carriers/shippit/shippit-stand-in'

/**
 * The app's Shippit account for a stand-in listening on `port` of this machine: the stand-in's
 * key and address, and a short wait, so a test of a carrier that does not answer ends quickly.
 */
export const shippitStandInEnv = (port: number): Record<string, string> => ({
  SHIPPIT_API_URL: `http://127.0.0.1:${port}/api/3`,
  SHIPPIT_API_KEY: SHIPPIT_STAND_IN_DEFAULTS.apiKey,
  SHIPPIT_TIMEOUT_SECONDS: '3',
})
