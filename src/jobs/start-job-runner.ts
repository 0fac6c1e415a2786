import config from '@payload-config'
import { getPayload } from 'payload'

/**
 * Payload starts its autorun crons only in a getPayload call that asks for them. The server does
 * so once at start-up (src/instrumentation.ts), so queued emails go out even before the first
 * page request.
 */
export const startJobRunner = async (): Promise<void> => {
  await getPayload({ config, cron: true })
}
