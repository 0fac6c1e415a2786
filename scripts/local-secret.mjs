import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * PAYLOAD_SECRET for the app run on this machine (`npm start`, `npm run cluster`): the environment's,
 * else one made once and kept in data/.payload-secret, so that sessions outlive a restart.
 */
export const localPayloadSecret = () => {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  const dataDir = path.resolve(import.meta.dirname, '..', 'data')
  mkdirSync(dataDir, { recursive: true })
  const secretFile = path.join(dataDir, '.payload-secret')
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(secretFile, 'utf8').trim()
}
