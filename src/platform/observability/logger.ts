import pino, { type Logger } from 'pino'
import { build as prettyStream } from 'pino-pretty'

import { currentRequestId } from './request-context'

/**
 * LOG_FORMAT: `json` (one JSON object a line, for a log collector) or `pretty` (coloured, for a
 * person at a terminal). Unset, it is `pretty` when standard output is a terminal and `json`
 * otherwise, so a server run by a process manager or container logs JSON.
 */
const prettyWanted = (): boolean => (process.env.LOG_FORMAT ? process.env.LOG_FORMAT === 'pretty' : process.stdout.isTTY === true)

const createLogger = (): Logger =>
  pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      enabled: process.env.DISABLE_LOGGING !== 'true',
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    // Payload's own pretty settings; JSON is written without blocking the event loop.
    prettyWanted()
      ? prettyStream({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' })
      : pino.destination({ dest: 1, sync: false }),
  )

const loggerKey = Symbol.for('swagly.logger')
const globals = globalThis as typeof globalThis & { [loggerKey]?: Logger }

/**
 * The process's one logger, Payload's included (payload.config.ts), so every line has one format
 * and the request's id. On globalThis: the server and Next.js's routes are separate bundles.
 */
export const appLogger = (): Logger => (globals[loggerKey] ??= createLogger())
