import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Local API for server components, route handlers and server actions. */
export const payloadClient = (): Promise<Payload> => getPayload({ config })
