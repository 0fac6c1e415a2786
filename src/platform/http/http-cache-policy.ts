import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { cacheControlFor } from '@/domain/http-cache-policy'

/**
 * Gives each response of the production server (scripts/serve.ts) the Cache-Control its request
 * and its answer call for (src/domain/http-cache-policy.ts). Decided as the head is sent, when
 * the status and any cookie being set are known, whether Next.js, a page cache or an outage
 * answer sends it.
 */
export function applyingHttpCachePolicy(request: IncomingMessage, response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === 'number' ? args[0] : response.statusCode
    const at = args.findIndex((argument, index) => index > 0 && typeof argument === 'object' && argument !== null && !Array.isArray(argument))
    const given = at === -1 ? {} : (args[at] as OutgoingHttpHeaders)
    const setsCookie = response.hasHeader('set-cookie') || Object.keys(given).some((name) => name.toLowerCase() === 'set-cookie')
    const value = cacheControlFor({ method: request.method, url: request.url ?? '/', requestHeaders: request.headers, status, setsCookie })
    if (value !== null) {
      if (at !== -1) args[at] = Object.fromEntries(Object.entries(given).filter(([name]) => name.toLowerCase() !== 'cache-control'))
      response.setHeader('cache-control', value)
    }
    return writeHead(...args)
  }) as ServerResponse['writeHead']
}
