import { AUSPOST_STAND_IN_DEFAULTS } from '@/integrations/carriers/auspost/auspost-stand-in'

/**
 * The app's Australia Post settings for a stand-in listening on `port` of this machine: the
 * stand-in's own credentials, its address, a poll every five seconds (six fields: seconds first)
 * so a test sees a scan taken up within seconds, and a short wait, so a poll made while no
 * stand-in listens or answers ends quickly.
 */
export const ausPostStandInEnv = (port: number): Record<string, string> => ({
  AUSPOST_API_URL: `http://127.0.0.1:${port}`,
  AUSPOST_API_KEY: AUSPOST_STAND_IN_DEFAULTS.apiKey,
  AUSPOST_API_PASSWORD: AUSPOST_STAND_IN_DEFAULTS.password,
  AUSPOST_ACCOUNT_NUMBER: AUSPOST_STAND_IN_DEFAULTS.accountNumber,
  AUSPOST_TRACKING_CRON: '*/5 * * * * *',
  AUSPOST_TIMEOUT_SECONDS: '2',
})
