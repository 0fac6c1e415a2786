import type { IncomingMessage } from 'node:http'

/**
 * Next.js gives its proxy and server actions the request's headers but not the connection's
 * address, so the production server (scripts/serve.ts) writes it into this header, replacing
 * whatever a client sent under the same name.
 */
const SOCKET_ADDRESS_HEADER = 'x-swagly-socket-address'

/**
 * Set by the server that stamps every request. Served any other way (`next start`), the header
 * could only have come from the client and is not believed.
 */
const STAMPED_FLAG = 'SWAGLY_SOCKET_ADDRESS_STAMPED'

export const stampSocketAddress = (request: IncomingMessage): void => {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
}

export const stampingSocketAddresses = (): void => {
  process.env[STAMPED_FLAG] = 'true'
}

export const stampedSocketAddress = (headers: Headers): string | null =>
  process.env[STAMPED_FLAG] === 'true' ? headers.get(SOCKET_ADDRESS_HEADER) : null
